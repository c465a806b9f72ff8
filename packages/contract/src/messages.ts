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
} as const satisfies Record<string, Record<Language, string>>;

export type ServerMessageKey = keyof typeof serverMessages;
