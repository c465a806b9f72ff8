// Messages the server sends to people, in every language the product speaks. The web app's own
// interface text lives in its i18n catalogues; these are the texts that travel in API answers.
export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

export const serverMessages = {
  notFound: {
    en: 'We could not find what you asked for.',
    hi: 'आपने जो माँगा वह हमें नहीं मिला।',
  },
  invalidRequest: {
    en: 'Some details are missing or not valid.',
    hi: 'कुछ जानकारी अधूरी है या सही नहीं है।',
  },
  tooManyRequests: {
    en: 'Too many requests. Please wait a minute and try again.',
    hi: 'बहुत ज़्यादा अनुरोध। एक मिनट रुककर फिर कोशिश करें।',
  },
  payloadTooLarge: {
    en: 'What you sent is too large.',
    hi: 'आपने जो भेजा वह बहुत बड़ा है।',
  },
  unsupportedMediaType: {
    en: 'This kind of content is not accepted here.',
    hi: 'इस तरह की सामग्री यहाँ स्वीकार नहीं है।',
  },
  serviceUnavailable: {
    en: 'KaamSetu is busy right now. Please try again shortly.',
    hi: 'KaamSetu अभी व्यस्त है। थोड़ी देर में फिर कोशिश करें।',
  },
  somethingWentWrong: {
    en: 'Something went wrong. Try again',
    hi: 'कुछ गलत हो गया। फिर से कोशिश करें',
  },
  otpSms: {
    en: '{{code}} is your KaamSetu code. It expires in 5 minutes. Do not share it with anyone.',
    hi: '{{code}} आपका KaamSetu कोड है। यह 5 मिनट में समाप्त हो जाएगा। इसे किसी को न बताएँ।',
  },
  otpSent: {
    en: 'OTP sent to {{phone}}.',
    hi: 'OTP {{phone}} पर भेजा गया।',
  },
  otpResent: {
    en: 'OTP resent successfully!',
    hi: 'OTP दोबारा भेज दिया गया!',
  },
  accountExists: {
    en: 'An account with this mobile number already exists. Please log in.',
    hi: 'इस मोबाइल नंबर से पहले से खाता है। कृपया लॉग इन करें।',
  },
  accountNotFound: {
    en: 'No account found with this mobile number. Please sign up first.',
    hi: 'इस मोबाइल नंबर से कोई खाता नहीं मिला। कृपया पहले साइन अप करें।',
  },
  roleMismatch: {
    en: 'This mobile number is registered as {{role}}. Choose {{role}} to log in.',
    hi: 'यह मोबाइल नंबर {{role}} के रूप में दर्ज है। लॉग इन के लिए {{role}} चुनें।',
  },
  accountBlocked: {
    en: 'This account is blocked. Contact KaamSetu support.',
    hi: 'यह खाता ब्लॉक है। KaamSetu सहायता से संपर्क करें।',
  },
  demoAccount: {
    en: 'This is a sample profile. It cannot be used to log in.',
    hi: 'यह एक नमूना प्रोफ़ाइल है। इससे लॉग इन नहीं किया जा सकता।',
  },
  roleLabourer: { en: 'Labourer', hi: 'कामगार' },
  roleEmployer: { en: 'Employer', hi: 'नियोक्ता' },
  otpMissing: {
    en: 'Ask for an OTP first.',
    hi: 'पहले OTP मँगाएँ।',
  },
  otpWrong: {
    en: 'Wrong OTP. Tries left: {{left}}.',
    hi: 'गलत OTP। बची हुई कोशिशें: {{left}}।',
  },
  otpExpired: {
    en: 'This OTP has expired. Ask for a new one.',
    hi: 'यह OTP समाप्त हो गया है। नया OTP मँगाएँ।',
  },
  otpUsed: {
    en: 'This OTP was already used. Ask for a new one.',
    hi: 'यह OTP पहले ही इस्तेमाल हो चुका है। नया OTP मँगाएँ।',
  },
  otpTooManyTries: {
    en: 'Too many wrong tries for this OTP. Ask for a new one.',
    hi: 'इस OTP के लिए बहुत सी गलत कोशिशें हुईं। नया OTP मँगाएँ।',
  },
  numberLocked: {
    en: 'Too many wrong OTPs for this number. Try again in an hour.',
    hi: 'इस नंबर पर बहुत से गलत OTP डाले गए। एक घंटे बाद फिर कोशिश करें।',
  },
  resendCooldown: {
    en: 'Please wait {{seconds}} seconds before asking for a new OTP.',
    hi: 'नया OTP मँगाने से पहले {{seconds}} सेकंड रुकें।',
  },
  tooManySends: {
    en: 'Too many OTPs sent to this number. Try again in an hour.',
    hi: 'इस नंबर पर बहुत से OTP भेजे जा चुके हैं। एक घंटे बाद फिर कोशिश करें।',
  },
  tooManySendsFromNetwork: {
    en: 'Too many OTP requests from your network. Try again later.',
    hi: 'आपके नेटवर्क से बहुत से OTP अनुरोध आए हैं। बाद में फिर कोशिश करें।',
  },
  smsFailed: {
    en: 'We could not send the SMS. Try again in a minute.',
    hi: 'हम SMS नहीं भेज पाए। एक मिनट बाद फिर कोशिश करें।',
  },
  signedUp: { en: 'Signed up successfully!', hi: 'साइन अप हो गया!' },
  loggedIn: { en: 'Logged in successfully!', hi: 'लॉग इन हो गया!' },
  loggedOut: { en: 'Logged out.', hi: 'लॉग आउट हो गया।' },
  sessionRequired: {
    en: 'Please log in again.',
    hi: 'कृपया फिर से लॉग इन करें।',
  },
  wrongPortal: {
    en: 'This sign-in cannot be used here.',
    hi: 'यह साइन-इन यहाँ इस्तेमाल नहीं हो सकता।',
  },
  staffRoleRequired: {
    en: 'Only an Admin can do this.',
    hi: 'यह केवल एडमिन कर सकते हैं।',
  },
  wrongPasscode: { en: 'Wrong passcode.', hi: 'गलत पासकोड।' },
  passcodeLocked: {
    en: 'Too many wrong passcodes. Try again in an hour.',
    hi: 'बहुत से गलत पासकोड। एक घंटे बाद फिर कोशिश करें।',
  },
  staffNotFound: {
    en: 'No active staff member has this user id.',
    hi: 'इस यूज़र आईडी का कोई सक्रिय स्टाफ़ सदस्य नहीं है।',
  },
  staffOtpSent: {
    en: 'OTP sent to your registered mobile number {{phone}}.',
    hi: 'OTP आपके दर्ज मोबाइल नंबर {{phone}} पर भेजा गया।',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ServerMessageKey = keyof typeof serverMessages;

/** A server message in a language, with its {{placeholders}} filled in. */
export function formatServerMessage(
  key: ServerMessageKey,
  language: Language,
  values: Record<string, string | number> = {},
): string {
  return serverMessages[key][language].replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
