// Declarations the generated C# handler is compiled against (mcs): the MSAL.NET types and
// members it uses, with MSAL.NET's names, namespaces, signatures and nullability of meaning.
//
// MSAL.NET 4.86.1 (AzureAD/microsoft-authentication-library-for-dotnet, commit 39d20011,
// identical to tag 4.86.1 d1ac9d01 for these files). Copied from:
//   src/client/Microsoft.Identity.Client/IPublicClientApplication.cs, IClientApplicationBase.cs
//     (AcquireTokenInteractive(IEnumerable<string>), AcquireTokenSilent(IEnumerable<string>, IAccount))
//   src/client/Microsoft.Identity.Client/ApiConfig/AcquireTokenInteractiveParameterBuilder.cs
//     (WithAccount, WithClaims), AcquireTokenSilentParameterBuilder.cs,
//     AbstractAcquireTokenParameterBuilder.cs (ExecuteAsync(CancellationToken))
//   src/client/Microsoft.Identity.Client/AuthenticationResult.cs (Scopes), IAccount.cs (Username)
//   src/client/Microsoft.Identity.Client/MsalException.cs (ErrorCode), MsalServiceException.cs
//     (StatusCode, Claims, Headers, CorrelationId, SubErrorForLogging), MsalUiRequiredException.cs
//     (Classification), MsalClientException.cs, MsalClaimsChallengeException.cs,
//     MsalThrottledServiceException.cs, MsalThrottledUiRequiredException.cs,
//     IntuneAppProtectionPolicyRequiredException.cs (Upn, AccountUserId, TenantId, AuthorityUrl)
//   src/client/Microsoft.Identity.Client/UiRequiredExceptionClassification.cs
//     (values from PublicApi/net8.0/PublicAPI.Shipped.txt)
// Bodies are placeholders; constructors are reduced to what compiles.
using System;
using System.Collections.Generic;
using System.Net.Http.Headers;
using System.Threading;
using System.Threading.Tasks;

namespace Microsoft.Identity.Client
{
    public interface IAccount
    {
        string Username { get; }
        string Environment { get; }
    }

    public partial class AuthenticationResult
    {
        public string AccessToken { get { throw new NotImplementedException(); } }
        public IEnumerable<string> Scopes { get { throw new NotImplementedException(); } }
    }

    public abstract class AbstractAcquireTokenParameterBuilder<T> where T : AbstractAcquireTokenParameterBuilder<T>
    {
        public Task<AuthenticationResult> ExecuteAsync(CancellationToken cancellationToken) { throw new NotImplementedException(); }
        public Task<AuthenticationResult> ExecuteAsync() { throw new NotImplementedException(); }
        public T WithClaims(string claims) { throw new NotImplementedException(); }
    }

    public sealed class AcquireTokenSilentParameterBuilder : AbstractAcquireTokenParameterBuilder<AcquireTokenSilentParameterBuilder>
    {
        public AcquireTokenSilentParameterBuilder WithForceRefresh(bool forceRefresh) { throw new NotImplementedException(); }
    }

    public sealed class AcquireTokenInteractiveParameterBuilder : AbstractAcquireTokenParameterBuilder<AcquireTokenInteractiveParameterBuilder>
    {
        public AcquireTokenInteractiveParameterBuilder WithAccount(IAccount account) { throw new NotImplementedException(); }
        public AcquireTokenInteractiveParameterBuilder WithLoginHint(string loginHint) { throw new NotImplementedException(); }
    }

    public interface IPublicClientApplication
    {
        AcquireTokenInteractiveParameterBuilder AcquireTokenInteractive(IEnumerable<string> scopes);
        AcquireTokenSilentParameterBuilder AcquireTokenSilent(IEnumerable<string> scopes, IAccount account);
    }

    public enum UiRequiredExceptionClassification
    {
        None = 0,
        MessageOnly = 1,
        BasicAction = 2,
        AdditionalAction = 3,
        ConsentRequired = 4,
        UserPasswordExpired = 5,
        PromptNeverFailed = 6,
        AcquireTokenSilentFailed = 7,
    }

    public class MsalException : Exception
    {
        public MsalException(string errorCode, string errorMessage) : base(errorMessage) { ErrorCode = errorCode; }
        public string ErrorCode { get; private set; }
        public bool IsRetryable { get; set; }
    }

    public class MsalClientException : MsalException
    {
        public MsalClientException(string errorCode, string errorMessage) : base(errorCode, errorMessage) { }
    }

    public class MsalServiceException : MsalException
    {
        public MsalServiceException(string errorCode, string errorMessage) : base(errorCode, errorMessage) { }
        public int StatusCode { get; internal set; }
        public string Claims { get; internal set; }
        public string ResponseBody { get; set; }
        public HttpResponseHeaders Headers { get; set; }
        public string CorrelationId { get; set; }
        public string SubErrorForLogging { get; internal set; }
    }

    public class MsalUiRequiredException : MsalServiceException
    {
        public MsalUiRequiredException(string errorCode, string errorMessage) : base(errorCode, errorMessage) { }
        public UiRequiredExceptionClassification Classification { get { throw new NotImplementedException(); } }
    }

    public class MsalClaimsChallengeException : MsalUiRequiredException
    {
        public MsalClaimsChallengeException(string errorCode, string errorMessage) : base(errorCode, errorMessage) { }
    }

    public class MsalThrottledServiceException : MsalServiceException
    {
        public MsalThrottledServiceException(MsalServiceException original) : base(original.ErrorCode, original.Message) { }
        public MsalServiceException OriginalServiceException { get { throw new NotImplementedException(); } }
    }

    public class MsalThrottledUiRequiredException : MsalUiRequiredException
    {
        public MsalThrottledUiRequiredException(MsalUiRequiredException original) : base(original.ErrorCode, original.Message) { }
    }

    public class IntuneAppProtectionPolicyRequiredException : MsalServiceException
    {
        public IntuneAppProtectionPolicyRequiredException(string errorCode, string subErrorCode) : base(errorCode, subErrorCode) { }
        public string Upn { get; set; }
        public string AccountUserId { get; set; }
        public string TenantId { get; set; }
        public string AuthorityUrl { get; set; }
    }
}
