// Every route of the web app, in one place (the contract's sitePaths, which the server also reads to answer an
// unknown path 404); links and the router both read from here.
export { sitePaths as paths } from '@kaamsetu/contract';

export const socialLinks = {
  facebook: 'https://www.facebook.com/kaamsetu',
  twitter: 'https://twitter.com/kaamsetu',
  linkedin: 'https://www.linkedin.com/company/kaamsetu',
} as const;
