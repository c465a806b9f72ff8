// POST /api/staff/people/otp: step 1 of adding a Labourer or an Employer. Texts a code and the privacy notice
// to the person's own mobile, in their language; the code they read out is their consent to be listed.
import type { OnboardingOtpRequest, OtpSentResponse } from '@kaamsetu/contract';
import { apiFetch } from '../../../lib/api-client';

/** The mobile in E.164, as the contract's tenDigitMobileSchema turns the typed number. */
export type OnboardingDetails = OnboardingOtpRequest;

/** The server says when the next code may be asked for, so the Resend button can count down. */
export type OnboardingOtpSent = OtpSentResponse;

export function requestOnboardingOtp(details: OnboardingDetails): Promise<OnboardingOtpSent> {
  return apiFetch('/api/staff/people/otp', { method: 'POST', as: 'staff', body: JSON.stringify(details) });
}
