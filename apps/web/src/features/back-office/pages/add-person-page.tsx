// /add-labourer and /add-employer (spec §2, §4): step 1 the person's name, mobile and language; step 2 the
// privacy notice read out to them, then the code from their SMS, which creates the account; step 3 their
// photo and profile. Then what was added, and a way to add the next one.
import '../back-office.css';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  formatIndianMobile,
  formatServerMessage,
  serverMessages,
  type StaffPerson,
  type UserType,
  personName,
} from '@kaamsetu/contract';
import { useTranslation, type SupportedLanguage } from '../../../i18n/i18n';
import { messageTemplateOf } from '../../../lib/contract-messages';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { OtpStep } from '../../../components/ui/otp-step';
import type { Notice } from '../../../components/ui/form-notice';
import type { OnboardingDetails, OnboardingOtpSent } from '../api/request-onboarding-otp';
import { requestOnboardingOtp } from '../api/request-onboarding-otp';
import { useCreatePerson } from '../api/create-person';
import { failureNotice, serverNotice } from '../back-office-messages';
import { OnboardingDetailsForm, type TypedDetails } from '../components/onboarding-details-form';
import { PersonProfileForm } from '../components/person-profile-form';
import { ReadOutNotice } from '../components/read-out-notice';
import { PlusIcon } from '../../../components/ui/icons';
import { DoneTitle } from '../components/done-title';

type Step =
  | { at: 'details'; returning: boolean }
  | { at: 'otp'; details: OnboardingDetails; sent: OnboardingOtpSent }
  | { at: 'profile'; person: StaffPerson }
  | { at: 'done'; person: StaffPerson; notice: Notice };

const stepNumber: Record<Step['at'], number> = { details: 1, otp: 2, profile: 3, done: 3 };

const nothingTyped: TypedDetails = { name: '', mobile: '', language: '' };

const searchModifyPaths: Record<UserType, string> = {
  Labourer: paths.staff.searchModifyLabourer,
  Employer: paths.staff.searchModifyEmployer,
};

/** The server's "OTP sent to …" (sent in English here) in the reader's language. */
function sentText(message: string, language: SupportedLanguage): string {
  const sent = messageTemplateOf({ otpSent: serverMessages.otpSent.en }, message);
  return sent ? formatServerMessage('otpSent', language, sent.values) : message;
}

function Added({
  role,
  person,
  notice,
  onNext,
}: {
  role: UserType;
  person: StaffPerson;
  notice: Notice;
  onNext: () => void;
}) {
  const { t } = useTranslation('backOffice');
  return (
    <div className="staff-done">
      <DoneTitle notice={notice} />
      <dl className="staff-facts">
        <div>
          <dt>{t('fields.name')}</dt>
          <dd>{personName(person.name)}</dd>
        </div>
        <div>
          <dt>{t('fields.mobile')}</dt>
          <dd>{formatIndianMobile(person.phone)}</dd>
        </div>
        <div>
          <dt>{t('fields.id')}</dt>
          <dd className="staff-id">{person.id}</dd>
        </div>
      </dl>
      <div className="staff-done-actions">
        <button type="button" className="button button-primary" onClick={onNext}>
          <PlusIcon />
          {t(`add.another${role}`)}
        </button>
        <Link to={searchModifyPaths[role]} className="button button-secondary">
          {t(`add.find${role}`)}
        </Link>
      </div>
    </div>
  );
}

export default function AddPersonPage({ role }: { role: UserType }) {
  const { t, language } = useTranslation('backOffice');
  const title = t(`add.title${role}`);
  useDocumentTitle(title);
  const create = useCreatePerson();
  const [step, setStep] = useState<Step>({ at: 'details', returning: false });
  const [typed, setTyped] = useState<TypedDetails>(nothingTyped);

  async function verify(details: OnboardingDetails, otp: string) {
    const created = await create.mutateAsync({ ...details, otp });
    setStep({ at: 'profile', person: created.person });
  }

  async function resend(details: OnboardingDetails) {
    const sent = await requestOnboardingOtp(details);
    return { ...sent, resendAfterSeconds: sent.resendAfterSeconds ?? 0 };
  }

  return (
    <section className="narrow" aria-labelledby="add-person-title">
      <h1 id="add-person-title">{title}</h1>
      <p className="step-count">{t('add.stepOf', { step: stepNumber[step.at], total: 3 })}</p>
      {step.at === 'details' ? (
        <OnboardingDetailsForm
          role={role}
          typed={typed}
          onType={setTyped}
          onSent={(details, sent) => setStep({ at: 'otp', details, sent })}
          focusOnOpen={step.returning}
        />
      ) : step.at === 'otp' ? (
        <>
          <ReadOutNotice role={role} />
          <OtpStep
            namespace="backOffice"
            idPrefix="onboarding"
            sentMessage={sentText(step.sent.message, language)}
            resendAfterSeconds={step.sent.resendAfterSeconds ?? 0}
            onVerify={(otp) => verify(step.details, otp)}
            onResend={() => resend(step.details)}
            onBack={() => setStep({ at: 'details', returning: true })}
            refusalNotice={(caught) => failureNotice(caught, 'otp.somethingWentWrong')}
          />
        </>
      ) : step.at === 'profile' ? (
        <PersonProfileForm
          role={role}
          person={step.person}
          onSaved={(saved) => setStep({ at: 'done', person: saved.person, notice: serverNotice(saved.message) })}
        />
      ) : (
        <Added
          role={role}
          person={step.person}
          notice={step.notice}
          onNext={() => {
            setTyped(nothingTyped);
            setStep({ at: 'details', returning: true });
          }}
        />
      )}
    </section>
  );
}
