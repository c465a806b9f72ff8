// /modify-wallet-balance (spec §2, §3 "Admin wallet entry", §4): find people by name, mobile or id and see
// their Credits; Add or Deduct opens the confirmation dialog. The search lives in the address (?q=).
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { formatIndianMobile } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { formatCreditsNumber } from '../../../lib/rupees';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { FormError, FormStatus, type Notice } from '../../../components/ui/form-notice';
import { useWalletSearch, type AdminWallet } from '../api/search-wallets';
import { failureNotice } from '../back-office-messages';
import { DataTable, type DataColumn } from '../components/data-table';
import { WalletAdjustDialog, type Direction } from '../components/wallet-adjust-dialog';
import { MinusIcon, PlusIcon } from '../../../components/ui/icons';
import { SearchBox, useSearchText } from '../../../components/ui/search-box';

const ID_PREFIX = 'wallets';
const buttonId = (wallet: AdminWallet, direction: Direction) => `${ID_PREFIX}-${wallet.id}-${direction}`;

export default function ModifyWalletBalancePage() {
  const { t: staffT } = useTranslation('staff');
  const { t, language } = useTranslation('backOffice');
  const title = staffT('actions.modifyWalletBalance');
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useSearchText(q);
  const search = useWalletSearch(q);
  const wallets = search.data?.wallets ?? [];
  const [adjusting, setAdjusting] = useState<{ wallet: AdminWallet; direction: Direction } | null>(null);
  const [status, setStatus] = useState<Notice | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const credits = (paise: number) => t('tables.credits', { amount: formatCreditsNumber(paise, language) });

  function searchFor(typed: string) {
    const next = typed.trim();
    setParams(next ? { q: next } : {});
    titleRef.current?.focus();
  }

  function close(focusId: string) {
    flushSync(() => setAdjusting(null));
    document.getElementById(focusId)?.focus();
  }

  const columns: DataColumn<AdminWallet>[] = [
    { key: 'name', label: t('fields.name'), cell: (wallet) => wallet.name },
    { key: 'type', label: t('incomplete.type'), cell: (wallet) => t(`roles.${wallet.userType}`) },
    { key: 'mobile', label: t('fields.mobile'), cell: (wallet) => formatIndianMobile(wallet.mobile) },
    { key: 'id', label: t('fields.id'), cell: (wallet) => wallet.id },
    {
      key: 'balance',
      label: t('wallets.balance'),
      cell: (wallet) => <span className="wallet-entry-amount">{credits(wallet.creditsPaise)}</span>,
    },
    {
      key: 'actions',
      label: t('incomplete.action'),
      cell: (wallet) => (
        <span className="staff-card-actions">
          {(['add', 'deduct'] as const).map((direction) => (
            <button
              key={direction}
              id={buttonId(wallet, direction)}
              type="button"
              className={`button ${direction === 'add' ? 'button-primary' : 'button-secondary'}`}
              aria-label={t(`wallets.${direction}Name`, { name: wallet.name })}
              onClick={() => {
                setStatus(null);
                setAdjusting({ wallet, direction });
              }}
            >
              {direction === 'add' ? <PlusIcon /> : <MinusIcon />}
              {t(`wallets.${direction}`)}
            </button>
          ))}
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby="wallets-title">
      <h1 id="wallets-title">{title}</h1>
      <p>{t('wallets.intro')}</p>
      <SearchBox
        id={`${ID_PREFIX}-search`}
        label={t('search.label')}
        hint={t('wallets.searchHint')}
        submitLabel={t('search.submit')}
        formLabel={t('search.formLabel')}
        text={text}
        onText={setText}
        maxLength={100}
        onSearch={searchFor}
      />
      <FormStatus t={t} notice={status} />

      <h2 id={`${ID_PREFIX}-results-title`} ref={titleRef} tabIndex={-1}>
        {q === '' ? t('wallets.newest') : t('search.results', { query: q })}
      </h2>
      {search.isError ? (
        <FormError t={t} notice={failureNotice(search.error)} />
      ) : (
        <p className="search-status" role="status">
          {search.isPending
            ? t('loading')
            : wallets.length === 0
              ? t('search.noProfiles')
              : t('search.count', { count: wallets.length })}
        </p>
      )}
      {wallets.length > 0 ? (
        <DataTable caption={title} columns={columns} rows={wallets} rowKey={(wallet) => wallet.id} />
      ) : null}
      {adjusting ? (
        <WalletAdjustDialog
          key={`${adjusting.wallet.id}-${adjusting.direction}`}
          wallet={adjusting.wallet}
          direction={adjusting.direction}
          onDone={(answer) => {
            setStatus({
              key: 'adminMessages.walletAdjusted',
              values: { credits: formatCreditsNumber(answer.wallet.creditsPaise, language) },
            });
            close(buttonId(adjusting.wallet, adjusting.direction));
          }}
          onCancel={() => close(buttonId(adjusting.wallet, adjusting.direction))}
        />
      ) : null}
    </section>
  );
}
