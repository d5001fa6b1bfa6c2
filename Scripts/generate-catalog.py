#!/usr/bin/env python3
"""Writes the Swift catalog tables from the reference catalog.

Facts (names, raw values, strings) come from the reference JSON and from
Scripts/catalog-extras.json, copied exactly. Meanings are the product's own
wording from Scripts/catalog-meanings.txt (`key | action | meaning`, action may
be empty to keep the generator's default, or `-` for none); the
reference catalog's sentences are never copied. The generated Swift is
committed, so building never needs the reference file.

Usage: Scripts/generate-catalog.py [path/to/msal-error-catalog.json]
       (default: $MSAL_CATALOG_JSON, else the copy the tests read,
       Tests/MSALErrorModelTests/Fixtures/msal-error-catalog.json). The Android,
       Java and Go facts come from msal-android-java-go-catalog.json beside it,
       the documented AADSTS codes and names from aadsts-codes.json beside it
       (facts only), their categories and meanings from Scripts/catalog-aadsts.txt.
       --missing  lists the keys that still have no meaning of our own.
       --check    fails when the committed Swift differs from what the inputs give.
"""
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT_DIR = os.path.join(ROOT, "Sources", "MSALErrorModel", "Catalog", "Generated")
MEANINGS_DIR = os.path.join(ROOT, "Scripts")
FIXTURES = os.path.join(ROOT, "Tests", "MSALErrorModelTests", "Fixtures")
JVM_REFERENCE = "msal-android-java-go-catalog.json"
EXTRAS = os.path.join(ROOT, "Scripts", "catalog-extras.json")
AADSTS_REFERENCE = "aadsts-codes.json"
AADSTS_OWN = os.path.join(ROOT, "Scripts", "catalog-aadsts.txt")
# The page's own text, when it is at hand: meanings must not copy its sentences.
AADSTS_PAGE_TEXT = os.environ.get("AADSTS_CODES_JSON") or os.path.join(
    ROOT, "..", "shared", "reference", "aadsts", "aadsts-codes.json")

ACTIONS = {
    "interactive_auth": "interactiveAuth",
    "retry_with_granted_scopes": "retryWithGrantedScopes",
    "intune_remediation": "intuneRemediation",
    "user_canceled_optional_retry": "userCanceledOptionalRetry",
    "generic_message_internal": "genericMessageInternal",
    "no_network": "noNetwork",
    "retry_after_delay": "retryAfterDelay",
    "retry_once_5xx": "retryOnce5xx",
    "fix_app_configuration": "fixAppConfiguration",
    "admin_consent": "adminConsent",
    "device_compliance": "deviceCompliance",
    "unknown": "unknown",
}

APPLE_ERROR_ACTIONS = {
    -50000: "generic_message_internal",
    -50001: "device_compliance",
    -50002: "interactive_auth",
    -50003: "retry_with_granted_scopes",
    -50004: "intune_remediation",
    -50005: "user_canceled_optional_retry",
    -50006: "generic_message_internal",
    -50007: "generic_message_internal",
    -50008: "generic_message_internal",
    -50142: "interactive_auth",
}

AADSTS_CATEGORY_ACTIONS = {
    "ui_required": "interactive_auth",
    "ui_required_device": "device_compliance",
    "credential": "interactive_auth",
    "developer_config": "fix_app_configuration",
    "transient": "retry_after_delay",
    "interrupt": "interactive_auth",
    "device_flow": None,
    "consent": "interactive_auth",
    "admin_consent": "admin_consent",
    "password_change": "interactive_auth",
    "device_registration": "device_compliance",
    "access_policy": "generic_message_internal",
    "tenant_setup": "generic_message_internal",
    "service_error": "generic_message_internal",
    "throttled": "retry_after_delay",
    "blocked": None,
}

DOTNET_EXCEPTION_ACTIONS = {
    "MsalUiRequiredException": "interactive_auth",
    "MsalClaimsChallengeException": "interactive_auth",
    "MsalThrottledServiceException": "retry_after_delay",
    "MsalThrottledUiRequiredException": "interactive_auth",
    "IntuneAppProtectionPolicyRequiredException": "intune_remediation",
}

# .NET sub-errors that do not lead to MsalUiRequiredException.
DOTNET_NON_UI_SUBERRORS = {"protection_policy_required", "client_mismatch"}


def swift_string(text):
    out = []
    for ch in text:
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append("\\u{%x}" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def humanize(name):
    """A fallback meaning built from a symbol (never the reference's sentence)."""
    words = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", str(name)).replace("_", " ")
    return words[:1].upper() + words[1:].lower() + "."


def simple_class(fqcn):
    """`com.microsoft.aad.msal4j.MsalException` -> `MsalException`; `java.lang.*` keeps its package."""
    return fqcn if fqcn.startswith("java.") else fqcn.rsplit(".", 1)[-1]


# The exception classes that name their handling on their own (the codes' handling comes from
# the advice rules, which read the exception the app receives; see Catalog+JVM.swift).
ANDROID_EXCEPTION_ACTIONS = {
    "MsalUiRequiredException": "interactive_auth",
    "UiRequiredException": "interactive_auth",
    "MsalUserCancelException": "user_canceled_optional_retry",
    "UserCancelException": "user_canceled_optional_retry",
    "MsalIntuneAppProtectionPolicyRequiredException": "intune_remediation",
    "IntuneAppProtectionPolicyRequiredException": "intune_remediation",
    "MsalDeclinedScopeException": "retry_with_granted_scopes",
    "MsalArgumentException": "fix_app_configuration",
    "ArgumentException": "fix_app_configuration",
}

JAVA_EXCEPTION_ACTIONS = {
    "MsalInteractionRequiredException": "interactive_auth",
    "MsalThrottlingException": "retry_after_delay",
}


def first_oauth_error(text):
    if not text:
        return None
    match = re.match(r"\s*([a-z_]+)", text)
    return match.group(1) if match else None


class Builder:
    def __init__(self, reference, extras, meanings):
        self.reference = reference
        self.extras = extras
        self.meanings = meanings
        self.used_keys = set()
        self.missing = []
        self.entries = []

    def add(self, platform, kind, name, value, domain=None, action=None, key=None, meaning=None, shared_key=None):
        key = key or f"{platform}/{kind}/{name}"
        if key not in self.meanings and shared_key in self.meanings:
            # One meaning for a value that several classes declare (Android's aliases).
            self.used_keys.add(shared_key)
            key = shared_key
        if key in self.meanings:
            own_action, own_meaning = self.meanings[key]
            self.used_keys.add(key)
            meaning = own_meaning
            if own_action:
                action = None if own_action == "-" else own_action
        elif meaning is None:
            self.missing.append(key)
            meaning = humanize(name)
        if action is not None and action not in ACTIONS:
            raise SystemExit(f"{key}: unknown action '{action}'")
        self.entries.append(dict(platform=platform, kind=kind, name=name, value=value,
                                 domain=domain, meaning=meaning, action=action, key=key))

    def build(self):
        ref = self.reference
        apple = ref["apple"]
        ex = self.extras
        for name, info in apple["domains"].items():
            self.add("apple", "domain", name, info["value"])
        for info in ex["appleDomains"]:
            self.add("apple", "domain", info["name"], info["name"], meaning=info["meaning"])
        for error in apple["errors"]:
            self.add("apple", "error", error["name"], error["rawValue"], domain=error["domain"],
                     action=APPLE_ERROR_ACTIONS.get(error["rawValue"]))
        for error in apple["internalErrors"]:
            self.add("apple", "internalError", error["name"], error["rawValue"], domain="MSALErrorDomain",
                     action="generic_message_internal")
        public_by_name = {e["name"]: e["rawValue"] for e in apple["errors"]}
        internal_by_name = {e["name"]: e["rawValue"] for e in apple["internalErrors"]}
        recoverable = {e["rawValue"] for e in apple["classification"]["recoverableSet"]}
        for error in apple["msidErrors"]:
            target = error["mapsToMSAL"]
            mapped = public_by_name.get(target, internal_by_name.get(target, -50000))
            action = APPLE_ERROR_ACTIONS.get(mapped) if mapped in recoverable else "generic_message_internal"
            self.add("apple", "msidError", error["name"], error["rawValue"], domain=error["domain"], action=action,
                     meaning=self.msid_meaning(error["name"], target, mapped, recoverable))
        for key_info in apple["userInfoKeys"]:
            self.add("apple", "userInfoKey", key_info["name"], key_info["value"])
        for const, value in apple["stsConstants"]["subErrorStrings"].items():
            self.add("apple", "subError", const, value, domain="MSALOAuthSubErrorKey")
        for old_name, old_value, current_value in self.renumberings():
            current = next(e for e in self.entries
                           if e["platform"] == "apple" and e["kind"] in ("error", "internalError")
                           and e["value"] == current_value)
            if old_name == current["name"]:
                meaning = f"Number {old_name} had before MSAL's 2023 fix of duplicate values; today it is {current_value}."
            else:
                meaning = f"Pre-0.4.0 number of {old_name}; today it is {current['name']} ({current_value})."
            self.add("apple", "legacyError", old_name, old_value, domain="MSALErrorDomain",
                     action=current["action"], key=f"apple/legacyError/{old_name}/{old_value}", meaning=meaning)
        for info in ex["urlErrors"]:
            self.add("apple", "urlError", info["name"], info["value"], domain="NSURLErrorDomain",
                     action=info.get("action"), meaning=info["meaning"])
        for info in ex["keychainErrors"]:
            self.add("apple", "keychainError", info["name"], info["value"], domain="NSOSStatusErrorDomain",
                     action=info.get("action"), meaning=info["meaning"])
        for info in ex["webAuthErrors"]:
            self.add("apple", "webAuthError", info["name"], info["value"], domain=info["domain"],
                     action=info.get("action"), meaning=info["meaning"])

        dotnet = ref["dotnet"]
        for exc in dotnet["exceptionTypes"]:
            self.add("dotnet", "exceptionType", exc["name"], exc["name"], domain=exc["base"],
                     action=DOTNET_EXCEPTION_ACTIONS.get(exc["name"]))
        for cls in dotnet["uiRequiredClassifications"]:
            self.add("dotnet", "classification", cls["name"], cls["value"], domain="MsalUiRequiredException",
                     action="interactive_auth")
        for code in dotnet["errorCodes"]:
            thrown = code.get("thrownAsInCore") or []
            domain = self.dotnet_exception(code)
            action = "interactive_auth" if domain == "MsalUiRequiredException" else None
            self.add("dotnet", "errorCode", code["name"], code["value"], domain=domain, action=action)
        for sub in dotnet["internalSubErrors"]:
            ui = sub["value"] not in DOTNET_NON_UI_SUBERRORS
            domain = "MsalUiRequiredException" if ui else "MsalServiceException"
            action = "interactive_auth" if ui else ("intune_remediation" if sub["value"] == "protection_policy_required" else None)
            self.add("dotnet", "subError", sub["name"], sub["value"], domain=domain, action=action)

        js = ref["js"]
        for cls in js["errorClasses"]:
            self.add("js", "errorClass", cls["class"], cls["class"], domain=cls["extends"],
                     action="interactive_auth" if cls["class"] == "InteractionRequiredAuthError" else None)
        for code in js["errorCodes"]:
            name = code["exportName"] or code["code"]
            action = "interactive_auth" if code["class"] == "InteractionRequiredAuthError" else None
            self.add("js", "errorCode", name, code["code"], domain=code["class"], action=action,
                     key=f"js/errorCode/{code['class']}.{name}")
        js_codes = {c["code"] for c in js["errorCodes"]}
        for info in ex["oauthErrorStrings"]["js"]:
            if info["value"] in js_codes:
                continue
            self.add("js", "errorCode", info.get("name", info["value"]), info["value"], domain=info["domain"],
                     action=info.get("action"), meaning=info["meaning"],
                     key=f"js/errorCode/{info['domain']}.{info['value']}")

        python = ref["python"]
        for key_info in python["errorDictKeys"]:
            self.add("python", "errorDictKey", key_info["key"], key_info["key"])
        for exc in python["exceptions"]:
            self.add("python", "exceptionType", exc["name"], exc["name"], domain=exc["base"])
        for info in ex["oauthErrorStrings"]["python"]:
            self.add("python", "errorCode", info["value"], info["value"], domain="error",
                     action=info.get("action"), meaning=info["meaning"])

        self.build_android(ref["android"])
        self.build_java(ref["java"])
        self.build_go(ref["go"])

        for info in self.aadsts_codes():
            self.add("aadsts", "aadsts", info["aadsts"], info["code"], domain=info["name"],
                     action=AADSTS_CATEGORY_ACTIONS.get(info["category"]), meaning=info.get("meaning"))
        for info in ex["b2c"]:
            self.add("aadsts", "b2c", f"AADB2C{info['code']}", info["code"], domain="AADB2C",
                     action=info.get("action"), meaning=info["meaning"])
        for info in ex["httpStatuses"]:
            self.add("http", "httpStatus", f"HTTP {info['value']}", info["value"], domain=info["name"],
                     action=info.get("action"), meaning=info["meaning"])


    # MSAL Android (with its common library), msal4j and MSAL Go: names and values exactly
    # as msal-android-java-go-catalog.json lists them, in its order.

    def build_android(self, android):
        for cls in android["exceptionClasses"]:
            self.add("android", "exceptionType", cls["name"], cls["name"], domain=simple_class(cls["extends"]),
                     action=ANDROID_EXCEPTION_ACTIONS.get(cls["name"]))
        for code in android["codes"]:
            kind = "subError" if code["class"] == "OAuth2SubErrorCode" else "errorCode"
            self.add("android", kind, code["constant"], code["value"], domain=code["class"],
                     key=f"android/{kind}/{code['class']}.{code['constant']}",
                     shared_key=f"android/code/{code['value']}")

    def build_java(self, java):
        for cls in java["exceptionClasses"]:
            self.add("java", "exceptionType", cls["name"], cls["name"], domain=simple_class(cls["extends"]),
                     action=JAVA_EXCEPTION_ACTIONS.get(cls["name"]))
        for code in java["codes"]:
            name = code["constant"] or code["value"]
            holder = code["class"]
            kind = "subError" if holder == "MsalServiceExceptionFactory" else "errorCode"
            self.add("java", kind, name, code["value"], domain=holder, key=f"java/{kind}/{holder}.{name}",
                     shared_key=f"java/code/{code['value']}")
        for reason in java["interactionRequiredReasons"]:
            self.add("java", "classification", reason["name"], reason["value"],
                     domain="MsalInteractionRequiredException", action="interactive_auth")

    def build_go(self, go):
        for error_type in go["errorTypes"]:
            package = error_type["package"].rsplit("/", 2)
            self.add("go", "errorType", error_type["name"], error_type["name"], domain="/".join(package[-2:]))
        for text in go["errorStrings"]:
            self.add("go", "errorString", text["value"], text["value"], domain=text["package"],
                     key="go/errorString/" + text["value"].replace("\n", "\\n"))

    @staticmethod
    def msid_meaning(name, target, mapped, recoverable):
        """What the MSID name says, and what the app receives after the converter."""
        words = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", name.replace("MSIDError", "", 1))
        words = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1 \2", words).strip()
        subject = words[:1].upper() + words[1:]
        if mapped in recoverable:
            arrival = f"the app receives {target} ({mapped})"
        elif mapped == -50000:
            arrival = "no converter entry, so the app receives -50000 with internal -42008" if target is None \
                else "the app receives -50000 with internal -42008"
        else:
            arrival = f"the app receives -50000 with internal {mapped} ({target})"
        return f"Common-core code ({subject}); {arrival}."

    def dotnet_exception(self, code):
        if code["value"] in ("invalid_grant", "interaction_required"):
            return "MsalUiRequiredException"
        if code["value"] in ("invalid_client", "unauthorized_client", "access_denied", "invalid_instance"):
            return "MsalServiceException"
        thrown = code.get("thrownAsInCore") or []
        return thrown[0] if thrown else "MsalException"

    def aadsts_codes(self):
        """The reference catalog's AADSTS rows, then every other documented code with its
        documented name and the category and meaning of Scripts/catalog-aadsts.txt; in code order."""
        rows = {info["code"]: dict(info) for info in self.reference["aadsts"]}
        own = self.extras.get("aadstsOwn", {})
        for doc in self.reference.get("aadstsDocumented", []):
            code = doc["code"]
            if code in rows:
                continue
            if code not in own:
                raise SystemExit(f"AADSTS{code} is documented but has no line in Scripts/catalog-aadsts.txt")
            category, meaning = own[code]
            name = doc["name"] or (doc.get("former_names") or [None])[-1]
            rows[code] = dict(code=code, aadsts=f"AADSTS{code}", name=name, category=category,
                              typicalOAuthError=None, meaning=meaning)
        extra = set(own) - set(rows)
        if extra:
            raise SystemExit("Scripts/catalog-aadsts.txt has codes that are not documented: "
                             + ", ".join(str(c) for c in sorted(extra)))
        doubled = set(own) & {info["code"] for info in self.reference["aadsts"]}
        if doubled:
            raise SystemExit("Scripts/catalog-aadsts.txt repeats codes whose meaning is in catalog-meanings.txt: "
                             + ", ".join(str(c) for c in sorted(doubled)))
        return [rows[code] for code in sorted(rows)]

    def renumberings(self):
        rows = []
        for item in self.reference["apple"]["valueHistory"]:
            if "oldValues" in item:
                current = dict((n, int(v)) for n, v in re.findall(r"(\w+) (-\d+)", item["current"]))
                for old_name, old_value in item["oldValues"].items():
                    new_name = old_name if old_name in current else old_name.replace("MSALError", "MSALInternalError", 1)
                    rows.append((old_name, old_value, current[new_name]))
            for change in item.get("changes", []):
                rows.append((change["name"], change["old"], change["new"]))
        return rows


def swift_value(value):
    if isinstance(value, bool):
        raise SystemExit("boolean value in catalog")
    if isinstance(value, int):
        return f".number({value})"
    return f".text({swift_string(value)})"


def swift_optional(text):
    return "nil" if text is None else swift_string(text)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


HEADER = "// GENERATED by Scripts/generate-catalog.py from the reference catalogs and Scripts/catalog-*.\n// Do not edit: change the inputs and run the script again.\n"


def entry_table(builder, platform, symbol):
    lines = [HEADER, "extension CatalogTable {", f"    static let {symbol}: [CatalogEntry] = ["]
    for e in builder.entries:
        if e["platform"] != platform:
            continue
        action = "nil" if e["action"] is None else "." + ACTIONS[e["action"]]
        lines.append(
            f"        CatalogEntry(platform: .{e['platform']}, kind: .{e['kind']}, name: {swift_string(str(e['name']))}, "
            f"value: {swift_value(e['value'])}, domain: {swift_optional(e['domain'])},\n"
            f"                     meaning: {swift_string(e['meaning'])}, action: {action}),")
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


def facts_table(builder):
    ref = builder.reference
    apple = ref["apple"]
    lines = [HEADER, "extension CatalogTable {"]
    lines.append("    /// `MSALErrorConverter`'s recoverable set: the codes that reach the app as themselves.")
    values = ", ".join(str(e["rawValue"]) for e in apple["classification"]["recoverableSet"])
    lines.append(f"    static let appleRecoverableCodes: Set<Int> = [{values}]")
    lines.append("")
    lines.append("    /// MSID code -> the MSAL code it maps to (nil: no table entry, so MSALErrorInternal).")
    lines.append("    static let msidMappings: [Int: String?] = [")
    for error in apple["msidErrors"]:
        lines.append(f"        {error['rawValue']}: {swift_optional(error['mapsToMSAL'])},")
    lines += ["    ]", ""]
    lines.append("    /// Apple values that changed: old value -> value today.")
    lines.append("    static let appleRenumberings: [AppleRenumbering] = [")
    for old_name, old_value, current in builder.renumberings():
        lines.append(f"        AppleRenumbering(name: {swift_string(old_name)}, oldValue: {old_value}, currentValue: {current}),")
    lines += ["    ]", ""]
    lines.append("    /// How a server OAuth error becomes an Apple code (MSALErrorConverter + MSIDAADOAuthErrorResponse).")
    lines.append("    static let appleOAuthMappings: [AppleOAuthMapping] = [")
    for row in apple["oauthToMSALMapping"]:
        internal = row["internalCode"]
        if isinstance(internal, str):
            internal = None  # "-42005 / -42003": two rows of the table say it more precisely
        lines.append(
            f"        AppleOAuthMapping(context: {swift_string(row['context'])}, oauthError: {swift_optional(row['oauthError'])}, "
            f"condition: {swift_optional(row['condition'])},\n"
            f"                          msid: {swift_string(row['msid'])}, publicCode: {row['publicCode']}, "
            f"publicName: {swift_string(row['publicName'])}, internalCode: {'nil' if internal is None else internal}),")
    lines += ["    ]", ""]
    lines.append("    static let aadstsInfos: [AADSTSInfo] = [")
    meanings = {e["value"]: e["meaning"] for e in builder.entries if e["kind"] == "aadsts"}
    for info in builder.aadsts_codes():
        name = info["name"] or info["aadsts"]
        oauth = first_oauth_error(info["typicalOAuthError"])
        lines.append(
            f"        AADSTSInfo(code: {info['code']}, name: {swift_string(name)}, category: .{camel(info['category'])}, "
            f"meaning: {swift_string(meanings[info['code']])}, typicalOAuthError: {swift_optional(oauth)}),")
    # The sub-error -> classification mapping is written once, in UIRequiredClass.subError
    # (CatalogReferenceTests checks it against the reference).
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


def camel(text):
    head, *rest = text.split("_")
    return head + "".join(word.title() for word in rest)


def load_meanings():
    """Every `Scripts/catalog-meanings*.txt` (one file per platform family keeps edits apart)."""
    meanings = {}
    files = sorted(f for f in os.listdir(MEANINGS_DIR) if f.startswith("catalog-meanings") and f.endswith(".txt"))
    for name in files:
        path = os.path.join(MEANINGS_DIR, name)
        with open(path, encoding="utf-8") as handle:
            for number, line in enumerate(handle, 1):
                line = line.rstrip("\n")
                if not line or line.startswith("#"):
                    continue
                parts = line.split(" | ", 2)
                if len(parts) != 3:
                    raise SystemExit(f"{path}:{number}: expected 'key | action | meaning'")
                key, action, meaning = parts
                if key in meanings:
                    raise SystemExit(f"{path}:{number}: duplicate key {key}")
                meanings[key] = (action.strip() or None, meaning.strip())
    return meanings


def load_aadsts_own():
    """Scripts/catalog-aadsts.txt: `code | category | meaning` per documented code."""
    rows = {}
    with open(AADSTS_OWN, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            parts = [part.strip() for part in line.split(" | ", 2)]
            if len(parts) != 3 or not parts[0].isdigit() or not parts[2]:
                raise SystemExit(f"{AADSTS_OWN}:{number}: expected 'code | category | meaning'")
            code, category, meaning = int(parts[0]), parts[1], parts[2]
            if category not in AADSTS_CATEGORY_ACTIONS and category not in ("ui_required_device", "credential"):
                raise SystemExit(f"{AADSTS_OWN}:{number}: unknown category '{category}'")
            if code in rows:
                raise SystemExit(f"{AADSTS_OWN}:{number}: AADSTS{code} twice")
            rows[code] = (category, meaning)
    return rows


def words(text):
    return re.findall(r"[a-z0-9']+", text.lower().replace("\u2019", "'"))


def check_own_wording(meanings_by_code, path=AADSTS_PAGE_TEXT, run=6):
    """No meaning may share a run of `run` words with the documentation page's text (CC BY 4.0)."""
    if not os.path.exists(path):
        print(f"note: {path} not found; the wording check against the page was skipped", file=sys.stderr)
        return
    with open(path, encoding="utf-8") as handle:
        page = {row["code"]: row for row in json.load(handle)}
    copied = []
    for code, meaning in meanings_by_code.items():
        row = page.get(code)
        if not row:
            continue
        texts = [row.get("description") or ""] + [d.get("description") or "" for d in row.get("duplicate_rows", [])]
        source = set()
        for text in texts:
            tokens = words(text)
            source |= {tuple(tokens[i:i + run]) for i in range(len(tokens) - run + 1)}
        tokens = words(meaning)
        if any(tuple(tokens[i:i + run]) in source for i in range(len(tokens) - run + 1)):
            copied.append(f"AADSTS{code}")
    if copied:
        raise SystemExit("meanings copy the documentation's wording (write them in our own words): " + ", ".join(copied))


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    default = os.environ.get("MSAL_CATALOG_JSON") or os.path.join(FIXTURES, "msal-error-catalog.json")
    path = args[0] if args else default
    with open(path, encoding="utf-8") as handle:
        reference = json.load(handle)
    with open(os.path.join(os.path.dirname(path), JVM_REFERENCE), encoding="utf-8") as handle:
        reference.update(json.load(handle))
    with open(os.path.join(os.path.dirname(path), AADSTS_REFERENCE), encoding="utf-8") as handle:
        reference["aadstsDocumented"] = json.load(handle)["codes"]
    with open(EXTRAS, encoding="utf-8") as handle:
        extras = json.load(handle)
    extras["aadstsOwn"] = load_aadsts_own()
    builder = Builder(reference, extras, load_meanings())
    builder.build()
    check_own_wording({e["value"]: e["meaning"] for e in builder.entries if e["kind"] == "aadsts"})
    unused = set(builder.meanings) - builder.used_keys
    if unused:
        raise SystemExit("meanings for unknown keys: " + ", ".join(sorted(unused)))
    if "--missing" in sys.argv:
        print("\n".join(builder.missing))
        return
    outputs = {
        os.path.join(OUT_DIR, f"CatalogTable+{platform.capitalize()}.swift"): entry_table(builder, platform, platform + "Entries")
        for platform in ("apple", "dotnet", "js", "python", "android", "java", "go", "aadsts", "http")
    }
    outputs[os.path.join(OUT_DIR, "CatalogTable+Facts.swift")] = facts_table(builder)
    if "--check" in sys.argv:
        stale = [path for path, text in outputs.items()
                 if not os.path.exists(path) or open(path, encoding="utf-8").read() != text]
        if stale:
            raise SystemExit("generated tables are out of date; run Scripts/generate-catalog.py: "
                             + ", ".join(os.path.relpath(p, ROOT) for p in stale))
        print("generated tables are up to date", file=sys.stderr)
        return
    for path, text in outputs.items():
        write(path, text)
    print(f"{len(builder.entries)} entries, {len(builder.missing)} without a meaning of our own", file=sys.stderr)


if __name__ == "__main__":
    main()
