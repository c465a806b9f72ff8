// Fills the one-time code from the SMS on Android Chrome (WebOTP API), so a worker does not have to
// switch apps and copy six digits. Elsewhere it does nothing and the code is typed (or offered by the
// keyboard through autocomplete="one-time-code").
import { useEffect, useRef } from 'react';

// WebOTP is Chromium-only, so TypeScript's DOM library does not describe it.
interface OtpCredential extends Credential {
  code: string;
}

/** Listens for an SMS code while the calling component is shown; a new `attempt` (after a resend) listens afresh. */
export function useWebOtp(attempt: number, onCode: (code: string) => void): void {
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!('OTPCredential' in window) || !navigator.credentials) return;
    const controller = new AbortController();
    const options = { otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions;
    navigator.credentials
      .get(options)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code;
        if (code && !controller.signal.aborted) onCodeRef.current(code);
      })
      .catch(() => {
        // Aborted when the step closes, or the person dismissed the prompt: they type the code instead.
      });
    return () => controller.abort();
  }, [attempt]);
}
