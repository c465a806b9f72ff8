// Messages the server sends to people, in every language the product speaks. The web app's own
// interface text lives in its i18n catalogues; these are the texts that travel in API answers.
import type { Language } from './languages.js';

export const serverMessages = {
  notFound: {
    en: 'We could not find what you asked for.',
    hi: 'आपने जो माँगा वह हमें नहीं मिला।',
    mr: 'तुम्ही जे मागितले ते आम्हाला सापडले नाही.',
    ta: 'நீங்கள் கேட்டது கிடைக்கவில்லை.',
  },
  invalidRequest: {
    en: 'Some details are missing or not valid.',
    hi: 'कुछ जानकारी अधूरी है या सही नहीं है।',
    mr: 'काही माहिती अपूर्ण आहे किंवा योग्य नाही.',
    ta: 'சில விவரங்கள் இல்லை அல்லது சரியாக இல்லை.',
  },
  tooManyRequests: {
    en: 'Too many requests. Please wait a minute and try again.',
    hi: 'बहुत ज़्यादा अनुरोध। एक मिनट रुककर फिर कोशिश करें।',
    mr: 'खूप जास्त विनंत्या आल्या. कृपया एक मिनिट थांबा आणि पुन्हा प्रयत्न करा.',
    ta: 'அதிகமான கோரிக்கைகள். ஒரு நிமிடம் காத்திருந்து மீண்டும் முயற்சி செய்யுங்கள்.',
  },
  payloadTooLarge: {
    en: 'What you sent is too large.',
    hi: 'आपने जो भेजा वह बहुत बड़ा है।',
    mr: 'तुम्ही पाठवलेले खूप मोठे आहे.',
    ta: 'நீங்கள் அனுப்பியது மிகவும் பெரியதாக உள்ளது.',
  },
  unsupportedMediaType: {
    en: 'This kind of content is not accepted here.',
    hi: 'इस तरह की सामग्री यहाँ स्वीकार नहीं है।',
    mr: 'या प्रकारचा मजकूर इथे चालत नाही.',
    ta: 'இந்த வகை உள்ளடக்கம் இங்கே ஏற்கப்படாது.',
  },
  serviceUnavailable: {
    en: 'KaamSetu is busy right now. Please try again shortly.',
    hi: 'KaamSetu अभी व्यस्त है। थोड़ी देर में फिर कोशिश करें।',
    mr: 'KaamSetu सध्या व्यस्त आहे. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
    ta: 'KaamSetu இப்போது பிஸியாக உள்ளது. சிறிது நேரத்தில் மீண்டும் முயற்சி செய்யுங்கள்.',
  },
  somethingWentWrong: {
    en: 'Something went wrong. Try again',
    hi: 'कुछ गलत हो गया। फिर से कोशिश करें',
    mr: 'काहीतरी चूक झाली. पुन्हा प्रयत्न करा',
    ta: 'ஏதோ தவறு நடந்தது. மீண்டும் முயற்சி செய்யுங்கள்',
  },
  otpSms: {
    en: '{{code}} is your KaamSetu code. It expires in 5 minutes. Do not share it with anyone.',
    hi: '{{code}} आपका KaamSetu कोड है। यह 5 मिनट में समाप्त हो जाएगा। इसे किसी को न बताएँ।',
    mr: '{{code}} हा तुमचा KaamSetu कोड. 5 मिनिटांत संपेल. कोणालाही सांगू नका.',
    ta: '{{code}} உங்கள் KaamSetu OTP. 5 நிமிடத்தில் காலாவதியாகும். யாரிடமும் சொல்லாதீர்கள்.',
  },
  signupOtpSms: {
    en: "{{code}} is your KaamSetu sign-up code. It expires in 5 minutes. Do not share it. Entering it means you agree to our privacy notice: your name and number are kept to find you work or workers, employers pay to see a worker's number, and you can delete your account any time. Read it: {{link}}",
    hi: '{{code}} आपका KaamSetu साइन-अप कोड है। यह 5 मिनट में समाप्त हो जाएगा। इसे किसी को न बताएँ। इसे डालने का मतलब है कि आप हमारी निजता सूचना से सहमत हैं: काम या कामगार ढूँढने के लिए आपका नाम और नंबर रखा जाता है, नियोक्ता कामगार का नंबर देखने के लिए भुगतान करते हैं, और आप कभी भी अपना खाता मिटा सकते हैं। पढ़ें: {{link}}',
    mr: '{{code}} हा तुमचा KaamSetu साइन-अप कोड आहे. 5 मिनिटांत संपेल. कोणालाही सांगू नका. हा कोड टाकणे म्हणजे तुम्ही आमच्या गोपनीयता सूचनेशी सहमत आहात: काम किंवा कामगार शोधण्यासाठी तुमचे नाव आणि नंबर ठेवले जातात, कामगाराचा नंबर पाहण्यासाठी मालक पैसे देतात, आणि तुम्ही कधीही तुमचे खाते हटवू शकता. वाचा: {{link}}',
    ta: '{{code}} உங்கள் KaamSetu பதிவு OTP. 5 நிமிடத்தில் காலாவதியாகும். யாரிடமும் சொல்லாதீர்கள். இதை உள்ளிட்டால் எங்கள் தனியுரிமை அறிவிப்பை ஏற்கிறீர்கள்: வேலை அல்லது தொழிலாளர்களைக் கண்டுபிடிக்க உங்கள் பெயரும் எண்ணும் வைக்கப்படும், தொழிலாளரின் எண்ணைப் பார்க்க வேலை கொடுப்பவர்கள் பணம் செலுத்துவார்கள், எப்போது வேண்டுமானாலும் உங்கள் கணக்கை நீக்கலாம். படிக்க: {{link}}',
  },
  onboardingOtpSms: {
    en: '{{code}} is your KaamSetu code. Share it with KaamSetu staff only if you agree: your name, number, skills and area are kept to find you work; employers pay to see your number; you can delete your account any time in the app.',
    hi: '{{code}} आपका KaamSetu कोड है। यह कोड KaamSetu स्टाफ़ को तभी बताएँ जब आप सहमत हों: आपका नाम, नंबर, हुनर और इलाका काम दिलाने के लिए रखा जाएगा; नियोक्ता आपका नंबर देखने के लिए भुगतान करते हैं; आप ऐप में कभी भी अपना खाता मिटा सकते हैं।',
    mr: '{{code}} हा तुमचा KaamSetu कोड आहे. तुम्ही तयार असाल तरच हा कोड KaamSetu स्टाफला सांगा: तुम्हाला काम मिळावे म्हणून तुमचे नाव, नंबर, कौशल्ये आणि भाग ठेवले जातील; तुमचा नंबर पाहण्यासाठी मालक पैसे देतात; ॲपमध्ये तुम्ही कधीही तुमचे खाते हटवू शकता.',
    ta: '{{code}} உங்கள் KaamSetu OTP. நீங்கள் ஒப்புக்கொண்டால் மட்டும் KaamSetu ஊழியரிடம் சொல்லுங்கள்: உங்களுக்கு வேலை கிடைக்க உங்கள் பெயர், எண், திறமைகள், பகுதி வைக்கப்படும்; உங்கள் எண்ணைப் பார்க்க வேலை கொடுப்பவர்கள் பணம் செலுத்துவார்கள்; ஆப்பில் எப்போது வேண்டுமானாலும் உங்கள் கணக்கை நீக்கலாம்.',
  },
  deleteAccountOtpSms: {
    en: '{{code}} is your code to DELETE your KaamSetu account. If you did not ask for this, ignore this SMS.',
    hi: '{{code}} आपका KaamSetu खाता मिटाने का कोड है। अगर आपने यह नहीं माँगा, तो इस SMS को अनदेखा करें।',
    mr: '{{code}} हा तुमचे KaamSetu खाते हटवण्याचा (DELETE) कोड आहे. तुम्ही हे मागितले नसेल, तर या SMS कडे लक्ष देऊ नका.',
    ta: '{{code}} உங்கள் KaamSetu கணக்கை நீக்குவதற்கான OTP. நீங்கள் கேட்கவில்லை என்றால், இந்த SMS-ஐ விட்டுவிடுங்கள்.',
  },
  accountDeleted: {
    en: 'Your account and your personal details have been deleted.',
    hi: 'आपका खाता और आपकी निजी जानकारी मिटा दी गई है।',
    mr: 'तुमचे खाते आणि तुमची वैयक्तिक माहिती हटवली आहे.',
    ta: 'உங்கள் கணக்கும் உங்கள் தனிப்பட்ட விவரங்களும் நீக்கப்பட்டன.',
  },
  deletionWaitsForPayout: {
    en: 'A transfer to your UPI is still in progress. Delete your account after it finishes.',
    hi: 'आपके UPI पर एक ट्रांसफ़र अभी चल रहा है। उसके पूरा होने के बाद खाता मिटाएँ।',
    mr: 'तुमच्या UPI वर एक ट्रान्सफर अजून सुरू आहे. ते पूर्ण झाल्यावर तुमचे खाते हटवा.',
    ta: 'உங்கள் UPI-க்குப் பணம் அனுப்புவது இன்னும் நடந்துகொண்டிருக்கிறது. அது முடிந்த பிறகு உங்கள் கணக்கை நீக்குங்கள்.',
  },
  deletionWaitsForAgreement: {
    en: 'Money is held for a work agreement of yours. Delete your account after it is released, refunded or settled.',
    hi: 'आपके एक काम के समझौते का पैसा अभी रखा हुआ है। उसके जारी, वापस या तय होने के बाद खाता मिटाएँ।',
    mr: 'तुमच्या एका कामाच्या कराराचे पैसे अजून ठेवलेले आहेत. ते दिले, परत केले किंवा निकाली निघाल्यावर खाते हटवा.',
    ta: 'உங்கள் வேலை ஒப்பந்தம் ஒன்றுக்கான பணம் இன்னும் வைக்கப்பட்டுள்ளது. அது விடுவிக்கப்பட்ட, திருப்பப்பட்ட அல்லது தீர்க்கப்பட்ட பிறகு கணக்கை நீக்குங்கள்.',
  },
  otpSent: {
    en: 'OTP sent to {{phone}}.',
    hi: 'OTP {{phone}} पर भेजा गया।',
    mr: 'OTP {{phone}} वर पाठवला.',
    ta: '{{phone}} எண்ணுக்கு OTP அனுப்பப்பட்டது.',
  },
  otpResent: {
    en: 'OTP resent successfully!',
    hi: 'OTP दोबारा भेज दिया गया!',
    mr: 'OTP पुन्हा पाठवला!',
    ta: 'OTP மீண்டும் அனுப்பப்பட்டது!',
  },
  accountExists: {
    en: 'An account with this mobile number already exists. Please log in.',
    hi: 'इस मोबाइल नंबर से पहले से खाता है। कृपया लॉग इन करें।',
    mr: 'या मोबाइल नंबरचे खाते आधीच आहे. कृपया लॉग इन करा.',
    ta: 'இந்த மொபைல் எண்ணில் ஏற்கனவே கணக்கு உள்ளது. லாக் இன் செய்யுங்கள்.',
  },
  accountNotFound: {
    en: 'No account found with this mobile number. Please sign up first.',
    hi: 'इस मोबाइल नंबर से कोई खाता नहीं मिला। कृपया पहले साइन अप करें।',
    mr: 'या मोबाइल नंबरचे कोणतेही खाते सापडले नाही. कृपया आधी साइन अप करा.',
    ta: 'இந்த மொபைல் எண்ணில் கணக்கு எதுவும் இல்லை. முதலில் பதிவு செய்யுங்கள்.',
  },
  roleMismatch: {
    en: 'This mobile number is registered as {{role}}. Choose {{role}} to log in.',
    hi: 'यह मोबाइल नंबर {{role}} के रूप में दर्ज है। लॉग इन के लिए {{role}} चुनें।',
    mr: 'हा मोबाइल नंबर {{role}} म्हणून नोंदलेला आहे. लॉग इन करण्यासाठी {{role}} निवडा.',
    ta: 'இந்த மொபைல் எண் {{role}} என்று பதிவு செய்யப்பட்டுள்ளது. லாக் இன் செய்ய {{role}} என்பதைத் தேர்ந்தெடுங்கள்.',
  },
  accountBlocked: {
    en: 'This account is blocked. Contact KaamSetu support.',
    hi: 'यह खाता ब्लॉक है। KaamSetu सहायता से संपर्क करें।',
    mr: 'हे खाते ब्लॉक केले आहे. KaamSetu सपोर्टशी संपर्क साधा.',
    ta: 'இந்தக் கணக்கு பிளாக் செய்யப்பட்டுள்ளது. KaamSetu உதவிக் குழுவைத் தொடர்புகொள்ளுங்கள்.',
  },
  demoAccount: {
    en: 'This is a sample profile. It cannot be used to log in.',
    hi: 'यह एक नमूना प्रोफ़ाइल है। इससे लॉग इन नहीं किया जा सकता।',
    mr: 'हे नमुना प्रोफाइल आहे. याने लॉग इन करता येत नाही.',
    ta: 'இது ஒரு மாதிரி ப்ரொஃபைல். இதை வைத்து லாக் இன் செய்ய முடியாது.',
  },
  roleLabourer: {
    en: 'Labourer',
    hi: 'कामगार',
    mr: 'कामगार',
    ta: 'தொழிலாளி',
  },
  roleEmployer: {
    en: 'Employer',
    hi: 'नियोक्ता',
    mr: 'मालक',
    ta: 'வேலை கொடுப்பவர்',
  },
  otpMissing: {
    en: 'Ask for an OTP first.',
    hi: 'पहले OTP मँगाएँ।',
    mr: 'आधी OTP मागवा.',
    ta: 'முதலில் OTP கேளுங்கள்.',
  },
  otpWrong: {
    en: 'Wrong OTP. Tries left: {{left}}.',
    hi: 'गलत OTP। बची हुई कोशिशें: {{left}}।',
    mr: 'OTP चुकीचा आहे. उरलेले प्रयत्न: {{left}}.',
    ta: 'தவறான OTP. மீதமுள்ள முயற்சிகள்: {{left}}.',
  },
  otpExpired: {
    en: 'This OTP has expired. Ask for a new one.',
    hi: 'यह OTP समाप्त हो गया है। नया OTP मँगाएँ।',
    mr: 'या OTP ची वेळ संपली आहे. नवीन OTP मागवा.',
    ta: 'இந்த OTP காலாவதியாகிவிட்டது. புதிய OTP கேளுங்கள்.',
  },
  otpUsed: {
    en: 'This OTP was already used. Ask for a new one.',
    hi: 'यह OTP पहले ही इस्तेमाल हो चुका है। नया OTP मँगाएँ।',
    mr: 'हा OTP आधीच वापरला गेला आहे. नवीन OTP मागवा.',
    ta: 'இந்த OTP ஏற்கனவே பயன்படுத்தப்பட்டுவிட்டது. புதிய OTP கேளுங்கள்.',
  },
  otpTooManyTries: {
    en: 'Too many wrong tries for this OTP. Ask for a new one.',
    hi: 'इस OTP के लिए बहुत सी गलत कोशिशें हुईं। नया OTP मँगाएँ।',
    mr: 'या OTP साठी खूप वेळा चुकीचे प्रयत्न झाले. नवीन OTP मागवा.',
    ta: 'இந்த OTP-க்கு அதிக முறை தவறாக முயற்சி செய்தீர்கள். புதிய OTP கேளுங்கள்.',
  },
  numberLocked: {
    en: 'Too many wrong OTPs for this number from your network. Try again in an hour.',
    hi: 'आपके नेटवर्क से इस नंबर पर बहुत से गलत OTP डाले गए। एक घंटे बाद फिर कोशिश करें।',
    mr: 'तुमच्या नेटवर्कवरून या नंबरसाठी खूप वेळा चुकीचा OTP टाकला गेला. एका तासाने पुन्हा प्रयत्न करा.',
    ta: 'உங்கள் நெட்வொர்க்கிலிருந்து இந்த எண்ணுக்கு அதிக முறை தவறான OTP போடப்பட்டது. ஒரு மணி நேரம் கழித்து மீண்டும் முயற்சி செய்யுங்கள்.',
  },
  tooManyWrongCodesFromNetwork: {
    en: 'Too many wrong OTPs from your network. Try again in an hour.',
    hi: 'आपके नेटवर्क से बहुत से गलत OTP डाले गए। एक घंटे बाद फिर कोशिश करें।',
    mr: 'तुमच्या नेटवर्कवरून खूप वेळा चुकीचा OTP टाकला गेला. एका तासाने पुन्हा प्रयत्न करा.',
    ta: 'உங்கள் நெட்வொர்க்கிலிருந்து அதிக முறை தவறான OTP போடப்பட்டது. ஒரு மணி நேரம் கழித்து மீண்டும் முயற்சி செய்யுங்கள்.',
  },
  resendCooldown: {
    en: 'Please wait {{seconds}} seconds before asking for a new OTP.',
    hi: 'नया OTP मँगाने से पहले {{seconds}} सेकंड रुकें।',
    mr: 'नवीन OTP मागवण्यापूर्वी कृपया {{seconds}} सेकंद थांबा.',
    ta: 'புதிய OTP கேட்பதற்கு முன் {{seconds}} வினாடிகள் காத்திருங்கள்.',
  },
  tooManySends: {
    en: 'Too many OTPs sent to this number. Try again in an hour.',
    hi: 'इस नंबर पर बहुत से OTP भेजे जा चुके हैं। एक घंटे बाद फिर कोशिश करें।',
    mr: 'या नंबरवर खूप जास्त OTP पाठवले गेले आहेत. एका तासाने पुन्हा प्रयत्न करा.',
    ta: 'இந்த எண்ணுக்கு அதிகமான OTP-கள் அனுப்பப்பட்டுவிட்டன. ஒரு மணி நேரம் கழித்து மீண்டும் முயற்சி செய்யுங்கள்.',
  },
  tooManySendsFromNetwork: {
    en: 'Too many OTP requests from your network. Try again later.',
    hi: 'आपके नेटवर्क से बहुत से OTP अनुरोध आए हैं। बाद में फिर कोशिश करें।',
    mr: 'तुमच्या नेटवर्कवरून खूप जास्त OTP मागवले गेले आहेत. थोड्या वेळाने पुन्हा प्रयत्न करा.',
    ta: 'உங்கள் நெட்வொர்க்கிலிருந்து அதிகமான OTP கோரிக்கைகள் வந்துள்ளன. சிறிது நேரம் கழித்து மீண்டும் முயற்சி செய்யுங்கள்.',
  },
  smsFailed: {
    en: 'We could not send the SMS. Try again in a minute.',
    hi: 'हम SMS नहीं भेज पाए। एक मिनट बाद फिर कोशिश करें।',
    mr: 'आम्ही SMS पाठवू शकलो नाही. एका मिनिटाने पुन्हा प्रयत्न करा.',
    ta: 'SMS அனுப்ப முடியவில்லை. ஒரு நிமிடம் கழித்து மீண்டும் முயற்சி செய்யுங்கள்.',
  },
  // The reason a new account on a number gives when the number's earlier account was deleted while suspended.
  suspensionCarriedOver: {
    en: 'the earlier account on this number was suspended when it was deleted',
    hi: 'इस नंबर का पिछला खाता हटाते समय निलंबित था',
    mr: 'या नंबरचे आधीचे खाते हटवताना निलंबित होते',
    ta: 'இந்த எண்ணின் முந்தைய கணக்கு நீக்கப்பட்டபோது இடைநீக்கத்தில் இருந்தது',
  },
  signedUp: {
    en: 'Signed up successfully!',
    hi: 'साइन अप हो गया!',
    mr: 'साइन अप झाले!',
    ta: 'பதிவு வெற்றிகரமாக முடிந்தது!',
  },
  loggedIn: {
    en: 'Logged in successfully!',
    hi: 'लॉग इन हो गया!',
    mr: 'लॉग इन झाले!',
    ta: 'லாக் இன் ஆனது!',
  },
  loggedOut: {
    en: 'Logged out.',
    hi: 'लॉग आउट हो गया।',
    mr: 'लॉग आउट झाले.',
    ta: 'லாக் அவுட் ஆனது.',
  },
  sessionRequired: {
    en: 'Please log in again.',
    hi: 'कृपया फिर से लॉग इन करें।',
    mr: 'कृपया पुन्हा लॉग इन करा.',
    ta: 'மீண்டும் லாக் இன் செய்யுங்கள்.',
  },
  wrongPortal: {
    en: 'This sign-in cannot be used here.',
    hi: 'यह साइन-इन यहाँ इस्तेमाल नहीं हो सकता।',
    mr: 'हे लॉग इन इथे वापरता येत नाही.',
    ta: 'இந்த லாக் இன்-ஐ இங்கே பயன்படுத்த முடியாது.',
  },
  staffRoleRequired: {
    en: 'Only an Admin can do this.',
    hi: 'यह केवल एडमिन कर सकते हैं।',
    mr: 'हे फक्त ॲडमिन करू शकतात.',
    ta: 'இதை அட்மின் மட்டுமே செய்ய முடியும்.',
  },
  wrongPasscode: {
    en: 'Wrong passcode.',
    hi: 'गलत पासकोड।',
    mr: 'पासकोड चुकीचा आहे.',
    ta: 'தவறான பாஸ்கோடு.',
  },
  passcodeLocked: {
    en: 'Too many wrong passcodes. Try again in an hour.',
    hi: 'बहुत से गलत पासकोड। एक घंटे बाद फिर कोशिश करें।',
    mr: 'खूप वेळा चुकीचा पासकोड टाकला. एका तासाने पुन्हा प्रयत्न करा.',
    ta: 'அதிக முறை தவறான பாஸ்கோடு. ஒரு மணி நேரம் கழித்து மீண்டும் முயற்சி செய்யுங்கள்.',
  },
  staffNotFound: {
    en: 'No active staff member has this user id.',
    hi: 'इस यूज़र आईडी का कोई सक्रिय स्टाफ़ सदस्य नहीं है।',
    mr: 'या यूजर आयडीचा कोणताही सक्रिय स्टाफ सदस्य नाही.',
    ta: 'இந்த யூசர் ஐடியுடன் செயலில் உள்ள ஊழியர் யாரும் இல்லை.',
  },
  staffOtpSent: {
    en: 'OTP sent to your registered mobile number {{phone}}.',
    hi: 'OTP आपके दर्ज मोबाइल नंबर {{phone}} पर भेजा गया।',
    mr: 'OTP तुमच्या नोंदणी केलेल्या मोबाइल नंबर {{phone}} वर पाठवला.',
    ta: 'உங்கள் பதிவு செய்த மொபைல் எண் {{phone}}-க்கு OTP அனுப்பப்பட்டது.',
  },
  employeeOtpSent: {
    en: 'If this is an active Employee user id, an OTP has been sent to its registered mobile number.',
    hi: 'अगर यह किसी सक्रिय कर्मचारी की यूज़र आईडी है, तो उसके दर्ज मोबाइल नंबर पर OTP भेजा गया है।',
    mr: 'हा सक्रिय कर्मचाऱ्याचा यूजर आयडी असल्यास, त्याच्या नोंदणी केलेल्या मोबाइल नंबरवर OTP पाठवला आहे.',
    ta: 'இது செயலில் உள்ள ஊழியரின் யூசர் ஐடி என்றால், பதிவு செய்த மொபைல் எண்ணுக்கு OTP அனுப்பப்பட்டுள்ளது.',
  },
  employeeOtpInvalid: {
    en: 'This OTP did not work. Check your user id and ask for a new OTP.',
    hi: 'यह OTP काम नहीं आया। अपनी यूज़र आईडी जाँचें और नया OTP मँगाएँ।',
    mr: 'हा OTP चालला नाही. तुमचा यूजर आयडी तपासा आणि नवीन OTP मागवा.',
    ta: 'இந்த OTP வேலை செய்யவில்லை. உங்கள் யூசர் ஐடியைச் சரிபார்த்து புதிய OTP கேளுங்கள்.',
  },
  staffSignInBusy: {
    en: 'Many sign-ins are being checked right now. Try again in a minute.',
    hi: 'अभी बहुत से साइन-इन जाँचे जा रहे हैं। एक मिनट बाद फिर कोशिश करें।',
    mr: 'सध्या खूप साइन-इन तपासले जात आहेत. एका मिनिटाने पुन्हा प्रयत्न करा.',
    ta: 'இப்போது பல லாக் இன்கள் சரிபார்க்கப்படுகின்றன. ஒரு நிமிடம் கழித்து மீண்டும் முயற்சி செய்யுங்கள்.',
  },
  // Dead numbers (claims): an Employer reports a number that does not answer; the worker confirms it.
  confirmNumberRequestSms: {
    en: 'An employer could not reach you on this number. Open KaamSetu within {{hours}} hours and confirm your number, or your profile leaves search: {{link}}',
    hi: 'एक नियोक्ता इस नंबर पर आपसे बात नहीं कर पाया। {{hours}} घंटे में KaamSetu खोलकर अपना नंबर पक्का करें, नहीं तो आपकी प्रोफ़ाइल खोज से हट जाएगी: {{link}}',
    mr: 'एका मालकाला या नंबरवर तुमच्याशी संपर्क करता आला नाही. {{hours}} तासांत KaamSetu उघडून तुमचा नंबर पक्का करा, नाहीतर तुमची प्रोफाइल शोधातून काढली जाईल: {{link}}',
    ta: 'ஒரு வேலை கொடுப்பவரால் இந்த எண்ணில் உங்களைத் தொடர்புகொள்ள முடியவில்லை. {{hours}} மணி நேரத்தில் KaamSetu-வைத் திறந்து உங்கள் எண்ணை உறுதிசெய்யுங்கள், இல்லையெனில் உங்கள் சுயவிவரம் தேடலில் இருந்து நீக்கப்படும்: {{link}}',
  },
  confirmNumberOtpSms: {
    en: '{{code}} is your code to confirm your number on KaamSetu. Do not share it with anyone.',
    hi: '{{code}} KaamSetu पर आपका नंबर पक्का करने का कोड है। इसे किसी को न बताएँ।',
    mr: '{{code}} हा KaamSetu वर तुमचा नंबर पक्का करण्याचा कोड आहे. कोणालाही सांगू नका.',
    ta: '{{code}} KaamSetu-வில் உங்கள் எண்ணை உறுதிசெய்வதற்கான OTP. யாரிடமும் சொல்லாதீர்கள்.',
  },
  claimOnlyEmployers: {
    en: 'Only employers can report a number that does not work.',
    hi: 'काम न करने वाले नंबर की शिकायत सिर्फ़ नियोक्ता कर सकते हैं।',
    mr: 'न चालणाऱ्या नंबरची तक्रार फक्त मालक करू शकतात.',
    ta: 'வேலை செய்யாத எண்ணைப் பற்றி வேலை கொடுப்பவர்கள் மட்டுமே புகார் செய்ய முடியும்.',
  },
  claimNeedsUnlock: {
    en: 'You can report a number only after you have paid to view it.',
    hi: 'नंबर देखने के लिए भुगतान करने के बाद ही आप उसकी शिकायत कर सकते हैं।',
    mr: 'नंबर पाहण्यासाठी पैसे दिल्यानंतरच तुम्ही त्याची तक्रार करू शकता.',
    ta: 'எண்ணைப் பார்க்கப் பணம் செலுத்திய பிறகுதான் அதைப் பற்றிப் புகார் செய்ய முடியும்.',
  },
  claimTooLate: {
    en: 'A number can be reported only within {{hours}} hours of viewing it.',
    hi: 'नंबर देखने के {{hours}} घंटे के अंदर ही उसकी शिकायत की जा सकती है।',
    mr: 'नंबर पाहिल्यापासून {{hours}} तासांच्या आतच त्याची तक्रार करता येते.',
    ta: 'எண்ணைப் பார்த்த {{hours}} மணி நேரத்திற்குள் மட்டுமே அதைப் பற்றிப் புகார் செய்ய முடியும்.',
  },
  claimAlreadyOpened: {
    en: 'You have already reported this number.',
    hi: 'आप इस नंबर की शिकायत पहले ही कर चुके हैं।',
    mr: 'तुम्ही या नंबरची तक्रार आधीच केली आहे.',
    ta: 'இந்த எண்ணைப் பற்றி ஏற்கனவே புகார் செய்துவிட்டீர்கள்.',
  },
  claimMonthlyCap: {
    en: 'You can report at most {{cap}} numbers a month. Please contact KaamSetu support.',
    hi: 'आप एक महीने में ज़्यादा से ज़्यादा {{cap}} नंबरों की शिकायत कर सकते हैं। कृपया KaamSetu सहायता से संपर्क करें।',
    mr: 'तुम्ही एका महिन्यात जास्तीत जास्त {{cap}} नंबरची तक्रार करू शकता. कृपया KaamSetu सहाय्याशी संपर्क करा.',
    ta: 'ஒரு மாதத்தில் அதிகபட்சம் {{cap}} எண்களைப் பற்றி மட்டுமே புகார் செய்ய முடியும். KaamSetu உதவி மையத்தைத் தொடர்புகொள்ளுங்கள்.',
  },
  nothingToConfirm: {
    en: 'Your number does not need confirming.',
    hi: 'आपका नंबर पक्का करने की ज़रूरत नहीं है।',
    mr: 'तुमचा नंबर पक्का करण्याची गरज नाही.',
    ta: 'உங்கள் எண்ணை உறுதிசெய்ய வேண்டியதில்லை.',
  },
  numberConfirmed: {
    en: 'Thank you. Your number is confirmed and your profile is in search.',
    hi: 'धन्यवाद। आपका नंबर पक्का हो गया और आपकी प्रोफ़ाइल खोज में है।',
    mr: 'धन्यवाद. तुमचा नंबर पक्का झाला आणि तुमची प्रोफाइल शोधात आहे.',
    ta: 'நன்றி. உங்கள் எண் உறுதிசெய்யப்பட்டது, உங்கள் சுயவிவரம் தேடலில் உள்ளது.',
  },
  claimAlreadyDecided: {
    en: 'This claim has already been decided.',
    hi: 'इस शिकायत पर फ़ैसला पहले ही हो चुका है।',
    mr: 'या तक्रारीवर निर्णय आधीच झाला आहे.',
    ta: 'இந்தப் புகாரின் மீது ஏற்கனவே முடிவு எடுக்கப்பட்டது.',
  },
  // Notifications (docs/decisions/022): each kind has an inbox text and a short SMS text, written in the
  // person's language. {{link}} opens KaamSetu.
  jobNearbyInbox: {
    en: 'New {{trade}} work near you in {{place}}: ₹{{wage}}/{{per}}, starts {{date}}.',
    hi: 'आपके पास {{place}} में {{trade}} का नया काम: ₹{{wage}}/{{per}}, {{date}} से शुरू।',
    mr: 'तुमच्या जवळ {{place}} येथे {{trade}} चे नवीन काम: ₹{{wage}}/{{per}}, {{date}} पासून सुरू.',
    ta: 'உங்கள் அருகில் {{place}}-இல் புதிய {{trade}} வேலை: ₹{{wage}}/{{per}}, {{date}} முதல் தொடங்கும்.',
  },
  jobNearbySms: {
    en: '{{trade}} work in {{place}}, ₹{{wage}}/{{per}}, starts {{date}}. Open: {{link}}',
    hi: '{{place}} में {{trade}} का काम, ₹{{wage}}/{{per}}, {{date}} से। खोलें: {{link}}',
    mr: '{{place}} येथे {{trade}} चे काम, ₹{{wage}}/{{per}}, {{date}} पासून. उघडा: {{link}}',
    ta: '{{place}}-இல் {{trade}} வேலை, ₹{{wage}}/{{per}}, {{date}} முதல். திறக்க: {{link}}',
  },
  wagePerDay: { en: 'day', hi: 'दिन', mr: 'दिवस', ta: 'நாள்' },
  wagePerMonth: { en: 'month', hi: 'महीना', mr: 'महिना', ta: 'மாதம்' },
  wagePerJob: { en: 'job', hi: 'काम', mr: 'काम', ta: 'வேலை' },
  // A shared job link's preview (og:description), in the language of whoever fetched it.
  jobShareDescription: {
    en: '{{trade}} work in {{place}}: ₹{{wage}}/{{per}}, starts {{date}}.',
    hi: '{{place}} में {{trade}} का काम: ₹{{wage}}/{{per}}, {{date}} से शुरू।',
    mr: '{{place}} येथे {{trade}} चे काम: ₹{{wage}}/{{per}}, {{date}} पासून सुरू.',
    ta: '{{place}}-இல் {{trade}} வேலை: ₹{{wage}}/{{per}}, {{date}} முதல் தொடங்கும்.',
  },
  jobShareDescriptionNoPlace: {
    en: '{{trade}} work: ₹{{wage}}/{{per}}, starts {{date}}.',
    hi: '{{trade}} का काम: ₹{{wage}}/{{per}}, {{date}} से शुरू।',
    mr: '{{trade}} चे काम: ₹{{wage}}/{{per}}, {{date}} पासून सुरू.',
    ta: '{{trade}} வேலை: ₹{{wage}}/{{per}}, {{date}} முதல் தொடங்கும்.',
  },
  // An Employer paid to see a worker's number; {{place}} is the Employer's town, filled in by the statement that
  // writes the notice (the NoPlace texts when they gave none).
  contactUnlockedInbox: {
    en: '{{employer}} from {{place}} paid to see your number and may call you. ₹{{share}} was added to your Earnings.',
    hi: '{{place}} के {{employer}} ने आपका नंबर देखने के लिए भुगतान किया है और आपको कॉल कर सकते हैं। आपकी कमाई में ₹{{share}} जोड़े गए।',
    mr: '{{place}} येथील {{employer}} यांनी तुमचा नंबर पाहण्यासाठी पैसे दिले आहेत आणि ते तुम्हाला फोन करू शकतात. तुमच्या कमाईत ₹{{share}} जमा झाले.',
    ta: '{{place}}-ஐச் சேர்ந்த {{employer}} உங்கள் எண்ணைப் பார்க்கப் பணம் செலுத்தியுள்ளார், உங்களை அழைக்கலாம். உங்கள் வருமானத்தில் ₹{{share}} சேர்க்கப்பட்டது.',
  },
  contactUnlockedSms: {
    en: 'KaamSetu: {{employer}} from {{place}} paid to see your number and may call you. ₹{{share}} added to your Earnings. {{link}}',
    hi: 'KaamSetu: {{place}} के {{employer}} ने आपका नंबर देखा है और आपको कॉल कर सकते हैं। कमाई में ₹{{share}} जुड़े। {{link}}',
    mr: 'KaamSetu: {{place}} येथील {{employer}} यांनी तुमचा नंबर पाहिला आहे आणि ते फोन करू शकतात. कमाईत ₹{{share}} जमा. {{link}}',
    ta: 'KaamSetu: {{place}}-ஐச் சேர்ந்த {{employer}} உங்கள் எண்ணைப் பார்த்துள்ளார், உங்களை அழைக்கலாம். வருமானத்தில் ₹{{share}} சேர்ந்தது. {{link}}',
  },
  contactUnlockedNoPlaceInbox: {
    en: '{{employer}} paid to see your number and may call you. ₹{{share}} was added to your Earnings.',
    hi: '{{employer}} ने आपका नंबर देखने के लिए भुगतान किया है और आपको कॉल कर सकते हैं। आपकी कमाई में ₹{{share}} जोड़े गए।',
    mr: '{{employer}} यांनी तुमचा नंबर पाहण्यासाठी पैसे दिले आहेत आणि ते तुम्हाला फोन करू शकतात. तुमच्या कमाईत ₹{{share}} जमा झाले.',
    ta: '{{employer}} உங்கள் எண்ணைப் பார்க்கப் பணம் செலுத்தியுள்ளார், உங்களை அழைக்கலாம். உங்கள் வருமானத்தில் ₹{{share}} சேர்க்கப்பட்டது.',
  },
  contactUnlockedNoPlaceSms: {
    en: 'KaamSetu: {{employer}} paid to see your number and may call you. ₹{{share}} added to your Earnings. {{link}}',
    hi: 'KaamSetu: {{employer}} ने आपका नंबर देखा है और आपको कॉल कर सकते हैं। कमाई में ₹{{share}} जुड़े। {{link}}',
    mr: 'KaamSetu: {{employer}} यांनी तुमचा नंबर पाहिला आहे आणि ते फोन करू शकतात. कमाईत ₹{{share}} जमा. {{link}}',
    ta: 'KaamSetu: {{employer}} உங்கள் எண்ணைப் பார்த்துள்ளார், உங்களை அழைக்கலாம். வருமானத்தில் ₹{{share}} சேர்ந்தது. {{link}}',
  },
  hireRequestInbox: {
    en: '{{employer}} wants to hire you (Hire Now). KaamSetu staff will call you soon about the work.',
    hi: '{{employer}} आपको काम पर रखना चाहते हैं (Hire Now)। KaamSetu स्टाफ़ जल्द ही काम के बारे में आपको कॉल करेगा।',
    mr: '{{employer}} यांना तुम्हाला कामावर घ्यायचे आहे (Hire Now). KaamSetu स्टाफ लवकरच कामाबद्दल तुम्हाला फोन करेल.',
    ta: '{{employer}} உங்களை வேலைக்கு அமர்த்த விரும்புகிறார் (Hire Now). வேலை பற்றி KaamSetu ஊழியர் விரைவில் உங்களை அழைப்பார்.',
  },
  hireRequestSms: {
    en: 'KaamSetu: {{employer}} wants to hire you. Our staff will call you soon. {{link}}',
    hi: 'KaamSetu: {{employer}} आपको काम पर रखना चाहते हैं। हमारा स्टाफ़ जल्द कॉल करेगा। {{link}}',
    mr: 'KaamSetu: {{employer}} यांना तुम्हाला कामावर घ्यायचे आहे. आमचा स्टाफ लवकरच फोन करेल. {{link}}',
    ta: 'KaamSetu: {{employer}} உங்களை வேலைக்கு அமர்த்த விரும்புகிறார். எங்கள் ஊழியர் விரைவில் அழைப்பார். {{link}}',
  },
  payoutPaidInbox: {
    en: '₹{{amount}} from your Earnings was sent to your UPI {{upi}}.',
    hi: 'आपकी कमाई से ₹{{amount}} आपके UPI {{upi}} पर भेज दिए गए।',
    mr: 'तुमच्या कमाईतून ₹{{amount}} तुमच्या UPI {{upi}} वर पाठवले.',
    ta: 'உங்கள் வருமானத்திலிருந்து ₹{{amount}} உங்கள் UPI {{upi}}-க்கு அனுப்பப்பட்டது.',
  },
  payoutPaidSms: {
    en: 'KaamSetu: ₹{{amount}} sent to your UPI {{upi}}. {{link}}',
    hi: 'KaamSetu: ₹{{amount}} आपके UPI {{upi}} पर भेजे गए। {{link}}',
    mr: 'KaamSetu: ₹{{amount}} तुमच्या UPI {{upi}} वर पाठवले. {{link}}',
    ta: 'KaamSetu: ₹{{amount}} உங்கள் UPI {{upi}}-க்கு அனுப்பப்பட்டது. {{link}}',
  },
  payoutFailedInbox: {
    en: '₹{{amount}} could not be sent to your UPI {{upi}}: {{reason}}. The money is back in your Earnings; check the UPI ID and try again.',
    hi: '₹{{amount}} आपके UPI {{upi}} पर नहीं भेजे जा सके: {{reason}}। पैसे आपकी कमाई में वापस आ गए हैं; UPI ID जाँचकर फिर भेजें।',
    mr: '₹{{amount}} तुमच्या UPI {{upi}} वर पाठवता आले नाहीत: {{reason}}. पैसे तुमच्या कमाईत परत आले आहेत; UPI ID तपासून पुन्हा पाठवा.',
    ta: '₹{{amount}} உங்கள் UPI {{upi}}-க்கு அனுப்ப முடியவில்லை: {{reason}}. பணம் உங்கள் வருமானத்தில் திரும்ப வந்துள்ளது; UPI ID-ஐச் சரிபார்த்து மீண்டும் அனுப்புங்கள்.',
  },
  payoutFailedSms: {
    en: 'KaamSetu: ₹{{amount}} could not be sent to UPI {{upi}}: {{reason}}. It is back in your Earnings. {{link}}',
    hi: 'KaamSetu: ₹{{amount}} UPI {{upi}} पर नहीं भेजे जा सके: {{reason}}। पैसे कमाई में वापस हैं। {{link}}',
    mr: 'KaamSetu: ₹{{amount}} UPI {{upi}} वर पाठवता आले नाहीत: {{reason}}. पैसे कमाईत परत आहेत. {{link}}',
    ta: 'KaamSetu: ₹{{amount}} UPI {{upi}}-க்கு அனுப்ப முடியவில்லை: {{reason}}. பணம் வருமானத்தில் திரும்ப உள்ளது. {{link}}',
  },
  // A report about the person was decided by staff: what it means for them, never who reported them.
  reportDecidedWarnedInbox: {
    en: 'KaamSetu staff looked into a report about you and gave you a warning: {{reason}}. Your profile stays open. You may appeal from your profile.',
    hi: 'KaamSetu स्टाफ़ ने आपके बारे में एक शिकायत की जाँच की और आपको चेतावनी दी: {{reason}}। आपकी प्रोफ़ाइल खुली रहेगी। आप अपनी प्रोफ़ाइल से अपील कर सकते हैं।',
    mr: 'KaamSetu स्टाफने तुमच्याबद्दलच्या एका तक्रारीची तपासणी केली आणि तुम्हाला ताकीद दिली: {{reason}}. तुमची प्रोफाइल सुरू राहील. तुम्ही तुमच्या प्रोफाइलमधून अपील करू शकता.',
    ta: 'KaamSetu ஊழியர் உங்களைப் பற்றிய ஒரு புகாரை ஆராய்ந்து உங்களுக்கு எச்சரிக்கை அளித்தனர்: {{reason}}. உங்கள் சுயவிவரம் தொடர்ந்து இருக்கும். உங்கள் சுயவிவரத்திலிருந்து மேல்முறையீடு செய்யலாம்.',
  },
  reportDecidedWarnedSms: {
    en: 'KaamSetu: after a report about you, our staff gave you a warning: {{reason}}. You may appeal: {{link}}',
    hi: 'KaamSetu: आपके बारे में एक शिकायत के बाद हमारे स्टाफ़ ने आपको चेतावनी दी: {{reason}}। अपील कर सकते हैं: {{link}}',
    mr: 'KaamSetu: तुमच्याबद्दलच्या तक्रारीनंतर आमच्या स्टाफने तुम्हाला ताकीद दिली: {{reason}}. अपील करू शकता: {{link}}',
    ta: 'KaamSetu: உங்களைப் பற்றிய புகாருக்குப் பிறகு எங்கள் ஊழியர் எச்சரிக்கை அளித்தனர்: {{reason}}. மேல்முறையீடு: {{link}}',
  },
  reportDecidedSuspendedInbox: {
    en: 'KaamSetu staff looked into a report about you and suspended your account: {{reason}}. Employers cannot find you for now. You may appeal from your profile.',
    hi: 'KaamSetu स्टाफ़ ने आपके बारे में एक शिकायत की जाँच की और आपका खाता रोक दिया: {{reason}}। अभी नियोक्ता आपको नहीं ढूँढ सकते। आप अपनी प्रोफ़ाइल से अपील कर सकते हैं।',
    mr: 'KaamSetu स्टाफने तुमच्याबद्दलच्या एका तक्रारीची तपासणी केली आणि तुमचे खाते थांबवले: {{reason}}. सध्या मालक तुम्हाला शोधू शकत नाहीत. तुम्ही तुमच्या प्रोफाइलमधून अपील करू शकता.',
    ta: 'KaamSetu ஊழியர் உங்களைப் பற்றிய ஒரு புகாரை ஆராய்ந்து உங்கள் கணக்கை நிறுத்தி வைத்தனர்: {{reason}}. இப்போது முதலாளிகள் உங்களைக் கண்டறிய முடியாது. உங்கள் சுயவிவரத்திலிருந்து மேல்முறையீடு செய்யலாம்.',
  },
  reportDecidedSuspendedSms: {
    en: 'KaamSetu: after a report about you, our staff suspended your account: {{reason}}. You may appeal: {{link}}',
    hi: 'KaamSetu: आपके बारे में एक शिकायत के बाद हमारे स्टाफ़ ने आपका खाता रोक दिया: {{reason}}। अपील कर सकते हैं: {{link}}',
    mr: 'KaamSetu: तुमच्याबद्दलच्या तक्रारीनंतर आमच्या स्टाफने तुमचे खाते थांबवले: {{reason}}. अपील करू शकता: {{link}}',
    ta: 'KaamSetu: உங்களைப் பற்றிய புகாருக்குப் பிறகு எங்கள் ஊழியர் உங்கள் கணக்கை நிறுத்தி வைத்தனர்: {{reason}}. மேல்முறையீடு: {{link}}',
  },
  reportDecidedBlockedInbox: {
    en: 'KaamSetu staff looked into a report about you and blocked your account: {{reason}}. Employers cannot find you. To ask about it, call KaamSetu support.',
    hi: 'KaamSetu स्टाफ़ ने आपके बारे में एक शिकायत की जाँच की और आपका खाता बंद कर दिया: {{reason}}। नियोक्ता आपको नहीं ढूँढ सकते। इसके बारे में पूछने के लिए KaamSetu सहायता को फ़ोन करें।',
    mr: 'KaamSetu स्टाफने तुमच्याबद्दलच्या एका तक्रारीची तपासणी केली आणि तुमचे खाते बंद केले: {{reason}}. मालक तुम्हाला शोधू शकत नाहीत. याबद्दल विचारण्यासाठी KaamSetu सहाय्यला फोन करा.',
    ta: 'KaamSetu ஊழியர் உங்களைப் பற்றிய ஒரு புகாரை ஆராய்ந்து உங்கள் கணக்கை முடக்கினர்: {{reason}}. முதலாளிகள் உங்களைக் கண்டறிய முடியாது. இதைப் பற்றிக் கேட்க KaamSetu உதவி மையத்தை அழையுங்கள்.',
  },
  reportDecidedBlockedSms: {
    en: 'KaamSetu: after a report about you, our staff blocked your account: {{reason}}. To ask about it, call KaamSetu support. {{link}}',
    hi: 'KaamSetu: आपके बारे में एक शिकायत के बाद हमारे स्टाफ़ ने आपका खाता बंद कर दिया: {{reason}}। पूछने के लिए KaamSetu सहायता को फ़ोन करें। {{link}}',
    mr: 'KaamSetu: तुमच्याबद्दलच्या तक्रारीनंतर आमच्या स्टाफने तुमचे खाते बंद केले: {{reason}}. विचारण्यासाठी KaamSetu सहाय्यला फोन करा. {{link}}',
    ta: 'KaamSetu: உங்களைப் பற்றிய புகாருக்குப் பிறகு எங்கள் ஊழியர் உங்கள் கணக்கை முடக்கினர்: {{reason}}. கேட்க KaamSetu உதவி மையத்தை அழையுங்கள். {{link}}',
  },
  reportDecidedClearedInbox: {
    en: 'KaamSetu staff looked into a report about you and found nothing wrong. Nothing changes for you.',
    hi: 'KaamSetu स्टाफ़ ने आपके बारे में एक शिकायत की जाँच की और कुछ गलत नहीं पाया। आपके लिए कुछ नहीं बदलता।',
    mr: 'KaamSetu स्टाफने तुमच्याबद्दलच्या एका तक्रारीची तपासणी केली आणि काहीही चुकीचे आढळले नाही. तुमच्यासाठी काहीही बदलत नाही.',
    ta: 'KaamSetu ஊழியர் உங்களைப் பற்றிய ஒரு புகாரை ஆராய்ந்து எந்தத் தவறும் காணவில்லை. உங்களுக்கு எதுவும் மாறாது.',
  },
  reportDecidedClearedSms: {
    en: 'KaamSetu: our staff looked into a report about you and found nothing wrong. Nothing changes for you. {{link}}',
    hi: 'KaamSetu: हमारे स्टाफ़ ने आपके बारे में एक शिकायत की जाँच की, कुछ गलत नहीं मिला। आपके लिए कुछ नहीं बदलता। {{link}}',
    mr: 'KaamSetu: आमच्या स्टाफने तुमच्याबद्दलच्या तक्रारीची तपासणी केली, काहीही चुकीचे आढळले नाही. तुमच्यासाठी काहीही बदलत नाही. {{link}}',
    ta: 'KaamSetu: எங்கள் ஊழியர் உங்களைப் பற்றிய புகாரை ஆராய்ந்தனர், எந்தத் தவறும் இல்லை. உங்களுக்கு எதுவும் மாறாது. {{link}}',
  },
  // The SMS that sums up a kind's notices held back by the one-an-hour rule (decision 022); {{count}} is at least 2:
  // the held-back ones and this one.
  contactUnlockedSummarySms: {
    en: 'KaamSetu: {{count}} employers viewed your number since our last SMS and may call you. See who: {{link}}',
    hi: 'KaamSetu: हमारे पिछले SMS के बाद {{count}} नियोक्ताओं ने आपका नंबर देखा है और आपको कॉल कर सकते हैं। कौन, देखें: {{link}}',
    mr: 'KaamSetu: आमच्या मागील SMS नंतर {{count}} मालकांनी तुमचा नंबर पाहिला आहे आणि ते फोन करू शकतात. कोण, ते पाहा: {{link}}',
    ta: 'KaamSetu: எங்கள் கடந்த SMS-க்குப் பிறகு {{count}} முதலாளிகள் உங்கள் எண்ணைப் பார்த்துள்ளனர், உங்களை அழைக்கலாம். யார் எனப் பார்க்க: {{link}}',
  },
  hireRequestSummarySms: {
    en: 'KaamSetu: {{count}} employers want to hire you since our last SMS. Our staff will call you soon. {{link}}',
    hi: 'KaamSetu: हमारे पिछले SMS के बाद {{count}} नियोक्ता आपको काम पर रखना चाहते हैं। हमारा स्टाफ़ जल्द कॉल करेगा। {{link}}',
    mr: 'KaamSetu: आमच्या मागील SMS नंतर {{count}} मालकांना तुम्हाला कामावर घ्यायचे आहे. आमचा स्टाफ लवकरच फोन करेल. {{link}}',
    ta: 'KaamSetu: எங்கள் கடந்த SMS-க்குப் பிறகு {{count}} முதலாளிகள் உங்களை வேலைக்கு அமர்த்த விரும்புகிறார்கள். எங்கள் ஊழியர் விரைவில் அழைப்பார். {{link}}',
  },
  payoutPaidSummarySms: {
    en: 'KaamSetu: {{count}} transfers from your Earnings reached your UPI since our last SMS. {{link}}',
    hi: 'KaamSetu: हमारे पिछले SMS के बाद आपकी कमाई से {{count}} रकमें आपके UPI पर पहुँचीं। {{link}}',
    mr: 'KaamSetu: आमच्या मागील SMS नंतर तुमच्या कमाईतून {{count}} रकमा तुमच्या UPI वर पोहोचल्या. {{link}}',
    ta: 'KaamSetu: எங்கள் கடந்த SMS-க்குப் பிறகு உங்கள் வருமானத்திலிருந்து {{count}} தொகைகள் உங்கள் UPI-க்கு வந்தன. {{link}}',
  },
  payoutFailedSummarySms: {
    en: 'KaamSetu: {{count}} transfers to your UPI failed since our last SMS. The money is back in your Earnings. {{link}}',
    hi: 'KaamSetu: हमारे पिछले SMS के बाद आपके UPI पर {{count}} रकमें नहीं भेजी जा सकीं। पैसे कमाई में वापस हैं। {{link}}',
    mr: 'KaamSetu: आमच्या मागील SMS नंतर तुमच्या UPI वर {{count}} रकमा पाठवता आल्या नाहीत. पैसे कमाईत परत आहेत. {{link}}',
    ta: 'KaamSetu: எங்கள் கடந்த SMS-க்குப் பிறகு உங்கள் UPI-க்கு {{count}} தொகைகளை அனுப்ப முடியவில்லை. பணம் வருமானத்தில் திரும்ப உள்ளது. {{link}}',
  },
  reportDecidedSummarySms: {
    en: 'KaamSetu: our staff decided {{count}} reports about you since our last SMS. Read what it means for you: {{link}}',
    hi: 'KaamSetu: हमारे पिछले SMS के बाद हमारे स्टाफ़ ने आपके बारे में {{count}} शिकायतों पर फ़ैसला किया। आपके लिए इसका मतलब पढ़ें: {{link}}',
    mr: 'KaamSetu: आमच्या मागील SMS नंतर आमच्या स्टाफने तुमच्याबद्दलच्या {{count}} तक्रारींवर निर्णय घेतला. तुमच्यासाठी याचा अर्थ वाचा: {{link}}',
    ta: 'KaamSetu: எங்கள் கடந்த SMS-க்குப் பிறகு எங்கள் ஊழியர் உங்களைப் பற்றிய {{count}} புகார்கள் மீது முடிவு எடுத்தனர். உங்களுக்கு என்ன என்று படிக்க: {{link}}',
  },
  agreementProposedInbox: {
    en: '{{employer}} offers you paid work: "{{title}}", ₹{{amount}} for {{days}} day(s) from {{date}}. Open it to accept or decline.',
    hi: '{{employer}} आपको पैसे वाला काम दे रहे हैं: "{{title}}", {{date}} से {{days}} दिन के ₹{{amount}}। स्वीकार या मना करने के लिए खोलें।',
    mr: '{{employer}} तुम्हाला पगारी काम देत आहेत: "{{title}}", {{date}} पासून {{days}} दिवसांसाठी ₹{{amount}}. स्वीकारण्यासाठी किंवा नाकारण्यासाठी उघडा.',
    ta: '{{employer}} உங்களுக்குச் சம்பள வேலை தருகிறார்: "{{title}}", {{date}} முதல் {{days}} நாள், ₹{{amount}}. ஏற்க அல்லது மறுக்கத் திறக்கவும்.',
  },
  agreementProposedSms: {
    en: 'KaamSetu: {{employer}} offers you work, ₹{{amount}} from {{date}}. Accept or decline: {{link}}',
    hi: 'KaamSetu: {{employer}} आपको काम दे रहे हैं, {{date}} से ₹{{amount}}। स्वीकार या मना करें: {{link}}',
    mr: 'KaamSetu: {{employer}} तुम्हाला काम देत आहेत, {{date}} पासून ₹{{amount}}. स्वीकारा किंवा नाकारा: {{link}}',
    ta: 'KaamSetu: {{employer}} உங்களுக்கு வேலை தருகிறார், {{date}} முதல் ₹{{amount}}. ஏற்க அல்லது மறுக்க: {{link}}',
  },
  agreementFundedInbox: {
    en: '₹{{amount}} for "{{title}}" is now held safely by KaamSetu. You get it when the work is done.',
    hi: '"{{title}}" के ₹{{amount}} अब KaamSetu के पास सुरक्षित रखे हैं। काम पूरा होने पर आपको मिलेंगे।',
    mr: '"{{title}}" चे ₹{{amount}} आता KaamSetu कडे सुरक्षित ठेवले आहेत. काम पूर्ण झाल्यावर तुम्हाला मिळतील.',
    ta: '"{{title}}" க்கான ₹{{amount}} இப்போது KaamSetu-வில் பாதுகாப்பாக உள்ளது. வேலை முடிந்ததும் உங்களுக்குக் கிடைக்கும்.',
  },
  agreementFundedSms: {
    en: 'KaamSetu: ₹{{amount}} for your work is secured. You get it when the work is done. {{link}}',
    hi: 'KaamSetu: आपके काम के ₹{{amount}} सुरक्षित हैं। काम पूरा होने पर मिलेंगे। {{link}}',
    mr: 'KaamSetu: तुमच्या कामाचे ₹{{amount}} सुरक्षित आहेत. काम पूर्ण झाल्यावर मिळतील. {{link}}',
    ta: 'KaamSetu: உங்கள் வேலைக்கான ₹{{amount}} பாதுகாப்பாக உள்ளது. வேலை முடிந்ததும் கிடைக்கும். {{link}}',
  },
  agreementCompletedInbox: {
    en: '{{worker}} marked "{{title}}" done. Release the wage, or open a dispute; otherwise it is paid to them on {{due}}.',
    hi: '{{worker}} ने "{{title}}" पूरा बताया है। मज़दूरी जारी करें या विवाद दर्ज करें; नहीं तो {{due}} को उन्हें भुगतान हो जाएगा।',
    mr: '{{worker}} यांनी "{{title}}" पूर्ण झाल्याचे सांगितले. मजुरी द्या किंवा तक्रार नोंदवा; नाहीतर {{due}} रोजी त्यांना पैसे मिळतील.',
    ta: '{{worker}} "{{title}}" முடிந்தது எனக் குறித்துள்ளார். கூலியை விடுவிக்கவும் அல்லது புகார் அளிக்கவும்; இல்லையெனில் {{due}} அன்று அவருக்குச் செலுத்தப்படும்.',
  },
  agreementCompletedSms: {
    en: 'KaamSetu: {{worker}} says the work is done. Release or dispute by {{due}}: {{link}}',
    hi: 'KaamSetu: {{worker}} के अनुसार काम पूरा है। {{due}} तक भुगतान करें या विवाद दर्ज करें: {{link}}',
    mr: 'KaamSetu: {{worker}} यांच्या मते काम पूर्ण झाले. {{due}} पर्यंत पैसे द्या किंवा तक्रार करा: {{link}}',
    ta: 'KaamSetu: வேலை முடிந்தது என {{worker}} கூறுகிறார். {{due}}-க்குள் விடுவிக்கவும் அல்லது புகார் செய்யவும்: {{link}}',
  },
  agreementReleasedInbox: {
    en: '₹{{amount}} for "{{title}}" was added to your Earnings. You can transfer it to UPI.',
    hi: '"{{title}}" के ₹{{amount}} आपकी कमाई में जोड़ दिए गए। आप इन्हें UPI पर भेज सकते हैं।',
    mr: '"{{title}}" चे ₹{{amount}} तुमच्या कमाईत जमा झाले. तुम्ही ते UPI वर पाठवू शकता.',
    ta: '"{{title}}" க்கான ₹{{amount}} உங்கள் வருமானத்தில் சேர்க்கப்பட்டது. அதை UPI-க்கு அனுப்பலாம்.',
  },
  agreementReleasedSms: {
    en: 'KaamSetu: ₹{{amount}} for your work was added to your Earnings. {{link}}',
    hi: 'KaamSetu: आपके काम के ₹{{amount}} कमाई में जोड़े गए। {{link}}',
    mr: 'KaamSetu: तुमच्या कामाचे ₹{{amount}} कमाईत जमा झाले. {{link}}',
    ta: 'KaamSetu: உங்கள் வேலைக்கான ₹{{amount}} வருமானத்தில் சேர்ந்தது. {{link}}',
  },
  agreementDisputedInbox: {
    en: 'A dispute was opened on "{{title}}". The held money stays safe until KaamSetu staff decide. Give your side.',
    hi: '"{{title}}" पर विवाद दर्ज हुआ है। KaamSetu स्टाफ़ के फ़ैसले तक रखा हुआ पैसा सुरक्षित रहेगा। अपनी बात बताएँ।',
    mr: '"{{title}}" वर तक्रार नोंदवली आहे. KaamSetu स्टाफ निर्णय घेईपर्यंत ठेवलेले पैसे सुरक्षित राहतील. तुमची बाजू सांगा.',
    ta: '"{{title}}" மீது புகார் அளிக்கப்பட்டுள்ளது. KaamSetu ஊழியர் முடிவு செய்யும் வரை வைக்கப்பட்ட பணம் பாதுகாப்பாக இருக்கும். உங்கள் தரப்பைச் சொல்லுங்கள்.',
  },
  agreementDisputedSms: {
    en: 'KaamSetu: a dispute was opened on your work agreement. Give your side: {{link}}',
    hi: 'KaamSetu: आपके काम के समझौते पर विवाद दर्ज हुआ है। अपनी बात बताएँ: {{link}}',
    mr: 'KaamSetu: तुमच्या कामाच्या करारावर तक्रार नोंदवली आहे. तुमची बाजू सांगा: {{link}}',
    ta: 'KaamSetu: உங்கள் வேலை ஒப்பந்தத்தில் புகார் அளிக்கப்பட்டுள்ளது. உங்கள் தரப்பைச் சொல்லுங்கள்: {{link}}',
  },
  agreementResolvedInbox: {
    en: 'KaamSetu staff settled the dispute on "{{title}}": ₹{{toWorker}} to the worker, ₹{{toEmployer}} back to the Employer.',
    hi: 'KaamSetu स्टाफ़ ने "{{title}}" का विवाद सुलझाया: ₹{{toWorker}} मज़दूर को, ₹{{toEmployer}} नियोक्ता को वापस।',
    mr: 'KaamSetu स्टाफने "{{title}}" ची तक्रार सोडवली: ₹{{toWorker}} कामगाराला, ₹{{toEmployer}} मालकाला परत.',
    ta: 'KaamSetu ஊழியர் "{{title}}" புகாரைத் தீர்த்தனர்: ₹{{toWorker}} தொழிலாளருக்கு, ₹{{toEmployer}} முதலாளிக்குத் திரும்ப.',
  },
  agreementResolvedSms: {
    en: 'KaamSetu: dispute settled. ₹{{toWorker}} to the worker, ₹{{toEmployer}} back to the Employer. {{link}}',
    hi: 'KaamSetu: विवाद सुलझा। ₹{{toWorker}} मज़दूर को, ₹{{toEmployer}} नियोक्ता को वापस। {{link}}',
    mr: 'KaamSetu: तक्रार सुटली. ₹{{toWorker}} कामगाराला, ₹{{toEmployer}} मालकाला परत. {{link}}',
    ta: 'KaamSetu: புகார் தீர்ந்தது. ₹{{toWorker}} தொழிலாளருக்கு, ₹{{toEmployer}} முதலாளிக்குத் திரும்ப. {{link}}',
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
