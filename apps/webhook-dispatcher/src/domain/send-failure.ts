/** Answers that another attempt cannot change: a bad or refused target, a redirect, a 4xx other than 408/429. */
export function isRetryableFailure(error: string, statusCode: number | null): boolean {
  if (/^(invalid_url|blocked_address|invalid_request|redirect_not_followed)\b/.test(error)) return false;
  if (error.startsWith('http_status') && statusCode !== null && statusCode >= 400 && statusCode < 500) {
    return statusCode === 408 || statusCode === 429;
  }
  return true;
}
