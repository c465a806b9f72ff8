// Delete my account: what goes and what stays, then a code to the person's own phone, which they type to
// confirm. Once the server has erased the account, this device forgets the sign-in as Logout does and the
// person lands on the home page, told that it is done.
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { OtpSentResponse } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { paths } from '../../../config/paths';
import { ApiError, serverMessageOf } from '../../../lib/api-client';
import { useWallet } from '../../../lib/get-wallet';
import { forgetSavedAnswers } from '../../../lib/offline-caches';
import { formatRupees } from '../../../lib/rupees';
import { clearSession } from '../../../lib/session-storage';
import { FormError, type Notice } from '../../../components/ui/form-notice';
import { SendIcon, TrashIcon } from '../../../components/ui/icons';
import { OtpStep } from '../../../components/ui/otp-step';
import { routeNotice } from '../../../components/ui/route-notice';
import { deleteAccount } from '../api/delete-account';
import { sendDeletionCode } from '../api/send-deletion-code';

function WhatHappens() {
  const { t, language } = useTranslation('profiles');
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
  const { t } = useTranslation('profiles');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [sent, setSent] = useState<OtpSentResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Notice | null>(null);
  const sendRef = useRef<HTMLButtonElement>(null);

  async function sendCode() {
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      const answer = await sendDeletionCode();
      // The code step puts the keyboard in its input as it opens.
      flushSync(() => {
        setBusy(false);
        setSent(answer);
      });
    } catch (caught) {
      // A refusal (too many codes, SMS down) comes in the server's words, already in the reader's language.
      const message = caught instanceof ApiError && caught.status < 500 ? serverMessageOf(caught) : undefined;
      flushSync(() => {
        setBusy(false);
        setError(message ? { text: message } : { key: 'deleteAccount.sendFailed' });
      });
      sendRef.current?.focus();
    }
  }

  async function confirm(otp: string) {
    await deleteAccount(otp);
    // The server has ended every session; forget this one here the way Logout does.
    clearSession();
    client.clear();
    await forgetSavedAnswers().catch((caught: unknown) => console.error('Could not clear saved answers', caught));
    await navigate(paths.landing, { replace: true, state: routeNotice('success', t('deleteAccount.done')) });
  }

  function keepAccount() {
    flushSync(() => setSent(null));
    sendRef.current?.focus();
  }

  return (
    <div className="your-data-part">
      <h3 id="delete-account-title">{t('deleteAccount.title')}</h3>
      <WhatHappens />
      {sent ? (
        <OtpStep
          namespace="profiles"
          idPrefix="delete-account"
          sentMessage={sent.message}
          resendAfterSeconds={sent.resendAfterSeconds}
          onVerify={confirm}
          onResend={sendDeletionCode}
          onBack={keepAccount}
          verifyIcon={<TrashIcon />}
        />
      ) : (
        <>
          <FormError t={t} notice={error} />
          <button
            ref={sendRef}
            type="button"
            className="button button-danger"
            onClick={() => void sendCode()}
            disabled={busy}
            aria-busy={busy}
          >
            <SendIcon />
            {busy ? t('deleteAccount.sending') : t('deleteAccount.sendCode')}
          </button>
        </>
      )}
    </div>
  );
}
