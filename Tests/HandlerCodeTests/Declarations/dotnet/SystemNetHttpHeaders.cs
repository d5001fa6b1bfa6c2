// The two System.Net.Http types MsalServiceException.Headers exposes, declared here because
// Debian's mono-mcs comes without System.Net.Http.dll. Shapes as in .NET's public API
// (System.Net.Http.Headers: HttpResponseHeaders.RetryAfter; RetryConditionHeaderValue.Delta
// and .Date). Not MSAL code.
using System;

namespace System.Net.Http.Headers
{
    public sealed class RetryConditionHeaderValue
    {
        public TimeSpan? Delta { get { throw new NotImplementedException(); } }
        public DateTimeOffset? Date { get { throw new NotImplementedException(); } }
    }

    public sealed class HttpResponseHeaders
    {
        public RetryConditionHeaderValue RetryAfter { get; set; }
    }
}
