// MSALErrorInteractionRequired → rule aadsts.mfa_required → interactive_auth
// user message mfa_required: For your security, your organization requires an extra verification step. Please sign in to continue.
// ── interactive_auth ──
// rules: claims.challenge, b2c.password_reset, b2c.no_session,
//     apple.password_change_required, classification.message_only,
//     classification.additional_action, classification.user_password_expired,
//     classification.consent_required, aadsts.consent_required, aadsts.mfa_required,
//     aadsts.password_change_required, dotnet.unknown_user, dotnet.federated_flow_failed,
//     dotnet.iwa_managed_user, classification.basic_action, interaction.apple,
//     interaction.consent_required, interaction.required, js.popup_blocked,
//     interactive.timeout, device_code.not_finished, account.mismatch,
//     credentials.rejected, aadsts.category.ui_required, aadsts.category.credential,
//     aadsts.category.interrupt, aadsts.category.device_flow
// user messages: consent_required, extra_step_required, mfa_required, password_expired,
//     popup_blocked, security_check_required, sign_in_again, sign_in_not_completed,
//     sign_in_not_possible_now, wrong_credentials
case .interactiveAuth:
    signIn(request, claims: request.claimsChallenge)
    return