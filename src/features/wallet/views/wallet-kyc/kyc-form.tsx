import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { withdrawQueries } from '../../api/queries/withdraw-queries';
import {
  COUNTRY_CODES,
  GENDERS,
  INDUSTRIES,
  KYC_FIELDS,
  PROOF_MAX_BYTES,
  checkProof,
} from '../../api/schemas/kyc';
import { kycMachine } from '../../machines/kyc.machine';
import {
  selectErrors,
  selectFields,
  selectIsFailed,
  selectIsSignInRequired,
  selectIsSubmitted,
  selectIsSubmitting,
  selectProof,
  selectSubmitError,
} from '../../machines/kyc.selectors';
import type { KycField } from '../../machines/kyc.validation';
import { clearKycDraft, saveKycDraft, takeKycDraft } from '../../machines/withdraw-draft';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { TextField } from '../../../../shared/components/text-field';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { SignInAgain } from '../wallet-withdraw/member-gate';
import { SelectField, toBase64 } from './kyc-fields';
import { PATHS } from '../../../../config/routes';

const TEXT_FIELDS: readonly { field: KycField; type?: string; autoComplete?: string }[] = [
  { field: 'firstName', autoComplete: 'given-name' },
  { field: 'lastName', autoComplete: 'family-name' },
];

/** The fields as the form shows them, top to bottom (the schema's order), then the proof. */
const ON_SCREEN_ORDER: readonly (KycField | 'proof')[] = [...KYC_FIELDS, 'proof'];

/** The KYC form (docs/product/wallet.md): every field with its own message, the proof of address, one send. */
export function KycForm({ uid }: { uid: string }) {
  const { t, i18n } = useTranslation();
  const { inspect } = useAppActors();
  const queryClient = useQueryClient();
  const [draft] = useState(takeKycDraft);
  const flow = useActorRef(
    kycMachine.provide({
      actions: {
        saveDraft: (_, { draft: kept }) => saveKycDraft(kept),
        announceSubmitted: () => {
          clearKycDraft();
          void queryClient.invalidateQueries({ queryKey: withdrawQueries.kyc(uid).queryKey });
        },
      },
    }),
    { inspect, input: { draft } },
  );
  const fields = useSelector(flow, selectFields);
  const proof = useSelector(flow, selectProof);
  const errors = useSelector(flow, selectErrors);
  const submitError = useSelector(flow, selectSubmitError);
  const isSubmitting = useSelector(flow, selectIsSubmitting);
  const isSubmitted = useSelector(flow, selectIsSubmitted);
  const isFailed = useSelector(flow, selectIsFailed);
  const isSignInRequired = useSelector(flow, selectIsSignInRequired);

  // Kept as the member types: a session that ends mid-send unmounts the form with it.
  useEffect(() => saveKycDraft({ fields }), [fields]);
  useEffect(() => saveKycDraft({ proof }), [proof]);

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
      (a, b) => a.label.localeCompare(b.label, i18n.language),
    );
  }, [i18n.language]);

  const change = (field: KycField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    flow.send({ type: 'field.change', field, value: event.target.value });

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const base = { fileName: file.name.slice(0, 120), size: file.size };
    if (file.size === 0 || file.size > PROOF_MAX_BYTES) {
      flow.send({
        type: 'proof.select',
        ...base,
        content: '',
        check: { ok: false, reason: 'size' },
      });
      return;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const check = checkProof(bytes);
    flow.send({ type: 'proof.select', ...base, content: check.ok ? toBase64(bytes) : '', check });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.send({ type: 'form.submit' });
    // Fourteen fields are taller than a phone: take the member to the first one to fix.
    const shown = selectErrors(flow.getSnapshot());
    const first = ON_SCREEN_ORDER.find((name) => shown[name]);
    if (first) document.getElementById(`kyc-${first}`)?.focus();
  };

  if (isSignInRequired) return <SignInAgain returnTo={PATHS.WALLET_KYC} />;
  if (isSubmitted)
    return (
      <p className="wallet-card" role="status">
        {t('wallet.kyc.sent')}
      </p>
    );
  if (isFailed)
    return (
      <div className="wallet-card">
        <FormErrorText error={submitError} asAlert />
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={() => flow.send({ type: 'form.edit' })}
        >
          {t('wallet.kyc.showForm')}
        </button>
      </div>
    );

  const text = (field: KycField, extra: { type?: string; autoComplete?: string } = {}) => (
    <TextField
      key={field}
      id={`kyc-${field}`}
      label={t(`wallet.kyc.fields.${field}`)}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete ?? 'off'}
      value={fields[field]}
      errorKey={errors[field]}
      onChange={change(field)}
    />
  );
  const choice = (field: KycField, options: readonly { value: string; label: string }[]) => (
    <SelectField
      key={field}
      id={`kyc-${field}`}
      label={t(`wallet.kyc.fields.${field}`)}
      value={fields[field]}
      errorKey={errors[field]}
      options={options}
      onChange={change(field)}
    />
  );

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <p className="muted">{t('wallet.kyc.intro')}</p>
      {TEXT_FIELDS.map((f) => text(f.field, f))}
      {choice(
        'gender',
        GENDERS.map((g) => ({ value: g, label: t(`wallet.kyc.genders.${g}`) })),
      )}
      {text('dateOfBirth', { type: 'date', autoComplete: 'bday' })}
      {text('idNumber')}
      {choice('issuingCountry', countries)}
      {choice('nationality', countries)}
      <TextField
        id="kyc-phone"
        label={t('wallet.kyc.fields.phone')}
        type="tel"
        autoComplete="tel"
        placeholder={t('wallet.kyc.phoneHint')}
        value={fields.phone}
        errorKey={errors.phone}
        onChange={change('phone')}
      />
      {choice(
        'industry',
        INDUSTRIES.map((v) => ({ value: v, label: t(`wallet.kyc.industries.${v}`) })),
      )}
      {text('occupation', { autoComplete: 'organization-title' })}
      {text('placeOfBirth')}
      {choice('residenceCountry', countries)}
      {text('address', { autoComplete: 'street-address' })}
      <div className="field">
        <label className="field__label" htmlFor="kyc-proof">
          {t('wallet.kyc.fields.proof')}
        </label>
        <input
          id="kyc-proof"
          className="field__file"
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          aria-invalid={Boolean(errors.proof)}
          aria-describedby={errors.proof ? 'kyc-proof-error kyc-proof-hint' : 'kyc-proof-hint'}
          onChange={(event) => void chooseFile(event)}
        />
        <span id="kyc-proof-hint" className="muted">
          {proof
            ? t('wallet.kyc.proofChosen', {
                name: proof.fileName,
                size: Math.max(1, Math.round(proof.size / 1024)),
              })
            : t('wallet.kyc.proofHint')}
        </span>
        {errors.proof ? (
          <span id="kyc-proof-error" className="error-text">
            {t(errors.proof)}
          </span>
        ) : null}
      </div>
      <FormErrorText error={submitError} asAlert />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={isSubmitting}
      >
        {isSubmitting ? t('wallet.kyc.submitting') : t('wallet.kyc.submit')}
      </button>
    </form>
  );
}
