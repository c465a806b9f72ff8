// /modify-wallet-balance (spec §2, §3 "Admin wallet entry", §4): find people by name, mobile or id and see
// their Credits; Add or Deduct opens the confirmation dialog. The search lives in the address (?q=).
import '../../../components/ui/search-box.css';
import '../../../components/ui/transaction-table.css';
import '../back-office.css';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { formatIndianMobile, personName } from '@kaamsetu/contract';
import { useTranslation } from '../../../i18n/i18n';
import { formatCreditsNumber } from '../../../lib/rupees';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { FormStatus, type Notice } from '../../../components/ui/form-notice';
import { useWalletSearch, type AdminWallet } from '../api/search-wallets';
import { DataTable, type DataColumn } from '../components/data-table';
import { WalletAdjustDialog, type Direction } from '../components/wallet-adjust-dialog';
import { MinusIcon, PlusIcon } from '../../../components/ui/icons';
import { ListStatus } from '../components/list-status';
import { StaffSearch, useStaffSearch } from '../components/staff-search';

const ID_PREFIX = 'wallets';
const buttonId = (wallet: AdminWallet, direction: Direction) => `${ID_PREFIX}-${wallet.id}-${direction}`;

export default function ModifyWalletBalancePage() {
  const { t: staffT } = useTranslation('staff');
  const { t, language } = useTranslation('backOffice');
  const title = staffT('actions.modifyWalletBalance');
  useDocumentTitle(title);
  const staffSearch = useStaffSearch();
  const search = useWalletSearch(staffSearch.q);
  const wallets = search.data?.wallets ?? [];
  const [adjusting, setAdjusting] = useState<{ wallet: AdminWallet; direction: Direction } | null>(null);
  const [status, setStatus] = useState<Notice | null>(null);
  const credits = (paise: number) => t('tables.credits', { amount: formatCreditsNumber(paise, language) });

  function close(focusId: string) {
    flushSync(() => setAdjusting(null));
    document.getElementById(focusId)?.focus();
  }

  const columns: DataColumn<AdminWallet>[] = [
    { key: 'name', label: t('fields.name'), cell: (wallet) => personName(wallet.name) },
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
              aria-label={t(`wallets.${direction}Name`, { name: personName(wallet.name) })}
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
      <StaffSearch
        t={t}
        idPrefix={ID_PREFIX}
        hint={t('wallets.searchHint')}
        search={staffSearch}
        newestTitle={t('wallets.newest')}
      >
        <FormStatus t={t} notice={status} />
      </StaffSearch>
      <ListStatus
        t={t}
        error={search.error}
        pending={search.isPending}
        count={wallets.length}
        emptyText={t('search.noProfiles')}
        countText={t('search.count', { count: wallets.length })}
      />
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
