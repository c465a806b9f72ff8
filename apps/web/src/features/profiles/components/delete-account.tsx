// Delete my account: what goes and what stays, then a code to the person's own phone, which they type to
// confirm. Once the server has erased the account, this device forgets the sign-in as Logout does and the
// person lands on the home page, told that it is done.
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { useWallet } from '../../../lib/get-wallet';
import { forgetSavedAnswers } from '../../../lib/offline-caches';
import { formatRupees } from '../../../lib/rupees';
import { clearSession } from '../../../lib/session-storage';
import { TrashIcon } from '../../../components/ui/icons';
import { SendCodeButton } from '../../../components/ui/send-code-button';
import { routeNotice } from '../../../components/ui/route-notice';
import { deleteAccount } from '../api/delete-account';
import { sendDeletionCode } from '../api/send-deletion-code';

function WhatHappens() {
  const { t, language } = useTranslation('ownProfile');
  const balances = useWallet().data;
  return (
    <div className="danger-note">
      <p>
        <strong>{t('deleteAccount.cannotUndo')}</strong>
      </p>
      <ul>
        <li>{t('deleteAccount.erased')}</li>
        <li>{t('deleteAccount.kept')}</li>
        <li>
          {balances
            ? t('deleteAccount.lostAmounts', {
                credits: formatRupees(balances.creditsPaise, language),
                earnings: formatRupees(balances.earningsPaise, language),
              })
            : t('deleteAccount.lost')}
        </li>
        {balances && balances.earningsPaise > 0 ? (
          <li>
            {t('deleteAccount.transferFirst')} <Link to={paths.app.wallet}>{t('deleteAccount.walletLink')}</Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

export function DeleteAccount() {
  const { t } = useTranslation('ownProfile');
  const navigate = useNavigate();
  const client = useQueryClient();
  async function confirm(otp: string) {
    await deleteAccount(otp);
    // The server has ended every session; forget this one here the way Logout does.
    clearSession();
    client.clear();
    await forgetSavedAnswers().catch((caught: unknown) => console.error('Could not clear saved answers', caught));
    await navigate(paths.landing, { replace: true, state: routeNotice('success', t('deleteAccount.done')) });
  }

  return (
    <div className="your-data-part">
      <h3 id="delete-account-title">{t('deleteAccount.title')}</h3>
      <WhatHappens />
      <SendCodeButton
        namespace="ownProfile"
        idPrefix="delete-account"
        send={sendDeletionCode}
        onVerify={confirm}
        keys={{
          send: 'deleteAccount.sendCode',
          sending: 'deleteAccount.sending',
          sendFailed: 'deleteAccount.sendFailed',
        }}
        tone="button-danger"
        verifyIcon={<TrashIcon />}
      />
    </div>
  );
}
