// The languages the product speaks. Their own module, so a schema that names them (the sign-in form's) does not
// carry every server message into the browser with it.
export const languages = ['en', 'hi', 'mr', 'ta'] as const;
export type Language = (typeof languages)[number];
