// Server answers in the reader's language: the back office's contract messages (ids filled in) and the few
// others its forms meet are looked up in the catalogue; anything else stays as the server sent it.
import { describe, expect, it } from 'vitest';
import { adminMessages, backOfficeMessage } from '@kaamsetu/contract';
import { loadNamespace, translate } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { failureNotice, serverNotice } from './back-office-messages';

async function shown(notice: ReturnType<typeof serverNotice>, language: 'en' | 'hi') {
  await loadNamespace(language, 'backOffice');
  return 'key' in notice ? translate(language, 'backOffice', notice.key, notice.values) : notice.text;
}

describe('back-office messages', () => {
  it.each([
    ['reportEscalated', '42', 'Report ID 42 escalated to Admin.', 'शिकायत आईडी 42 एडमिन को भेजी गई।'],
    [
      'mediationDone',
      '7',
      'Mediation request ID 7 confirmed. Labourer contacted.',
      'मध्यस्थता अनुरोध आईडी 7 की पुष्टि हुई। कामगार से संपर्क हो गया।',
    ],
    ['labourerAdded', undefined, 'Labourer added successfully!', 'कामगार सफलतापूर्वक जोड़ा गया!'],
  ] as const)('shows %s in English and Hindi', async (key, id, english, hindi) => {
    const notice = serverNotice(backOfficeMessage(key, { id }));
    expect(await shown(notice, 'en')).toBe(english);
    expect(await shown(notice, 'hi')).toBe(hindi);
  });

  it("shows the Admin's messages with their values filled in, in English and Hindi", async () => {
    const added = serverNotice(adminMessages.employeeAdded.replace('{{staffCode}}', 'EMP-0004'));
    expect(await shown(added, 'en')).toBe('Employee added. Their user id is EMP-0004.');
    expect(await shown(added, 'hi')).toBe('कर्मचारी जोड़ा गया। उनकी यूज़र आईडी EMP-0004 है।');
    const refused = failureNotice(
      new ApiError(400, adminMessages.insufficientCredits, { message: adminMessages.insufficientCredits }),
    );
    expect(await shown(refused, 'hi')).toBe('बैलेंस कम है! उपलब्ध क्रेडिट से ज़्यादा नहीं घटाए जा सकते।');
  });

  it('translates a refusal the server words from the profile rules, and keeps one it does not know', async () => {
    const photo = failureNotice(new ApiError(400, 'Upload Image!!', { message: 'Upload Image!!' }));
    expect(await shown(photo, 'hi')).toBe('व्यक्ति की फ़ोटो जोड़ें, ताकि नियोक्ता उन्हें पहचान सकें');
    const unknown = failureNotice(new ApiError(403, 'x', { message: 'यह केवल एडमिन कर सकते हैं।' }));
    expect(await shown(unknown, 'hi')).toBe('यह केवल एडमिन कर सकते हैं।');
  });

  it('says the connection failed, not the server, when there was no answer', async () => {
    expect(await shown(failureNotice(new TypeError('Failed to fetch')), 'en')).toBe(
      'We could not reach KaamSetu. Check your connection and try again.',
    );
  });
});
