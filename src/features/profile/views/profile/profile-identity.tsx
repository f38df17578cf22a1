import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../../shared/api/image-url';
import { memberQueries } from '../../../../shared/api/queries/member-queries';
import type { MemberInfo } from '../../../../shared/api/schemas/member';
import { editNameMachine } from '../../machines/edit-name.machine';
import {
  selectDraft,
  selectIsEditing,
  selectIsSaved,
  selectIsSaving,
  selectNameError,
  selectSavedMember,
} from '../../machines/edit-name.selectors';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { BlankAvatar } from '../../../../shared/components/blank-avatar';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { MemberStatus } from './member-status';

/** Avatar, display name (editable: the edit-name machine) and the account's status. */
export function ProfileIdentity({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { inspect } = useAppActors();
  const flow = useActorRef(editNameMachine, { input: { nickname: member.nickname }, inspect });
  const isEditing = useSelector(flow, selectIsEditing);
  const isSaving = useSelector(flow, selectIsSaving);
  const isSaved = useSelector(flow, selectIsSaved);
  const draft = useSelector(flow, selectDraft);
  const error = useSelector(flow, selectNameError);
  const saved = useSelector(flow, selectSavedMember);
  // The platform's answer is the member everywhere at once (header, bell, this page).
  useEffect(() => {
    if (saved) queryClient.setQueryData(memberQueries.info(saved.uid).queryKey, saved);
  }, [saved, queryClient]);

  return (
    <section className="profile-identity" aria-label={t('profile.account')}>
      {member.avatar ? (
        <img
          className="profile-identity__avatar"
          src={imageUrl(member.avatar)}
          alt={t('profile.avatarOf', { name: member.nickname })}
          width="72"
          height="72"
        />
      ) : (
        <BlankAvatar className="profile-identity__avatar" seed={member.uid} size={72} />
      )}
      <div className="profile-identity__body">
        {isEditing ? (
          <form
            className="profile-name-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              flow.send({ type: 'name.save' });
            }}
          >
            <label className="field__label" htmlFor="profile-name">
              {t('profile.name.label')}
            </label>
            <input
              id="profile-name"
              className="field__input"
              value={draft}
              autoComplete="nickname"
              maxLength={40}
              aria-invalid={error !== null}
              aria-describedby={error ? 'profile-name-error' : 'profile-name-hint'}
              readOnly={isSaving}
              onChange={(event) => flow.send({ type: 'name.change', value: event.target.value })}
            />
            {error ? (
              <FormErrorText id="profile-name-error" error={error} asAlert />
            ) : (
              <span id="profile-name-hint" className="muted profile-name-form__hint">
                {t('profile.name.hint')}
              </span>
            )}
            <div className="profile-name-form__actions">
              <button
                type="submit"
                className="button button--primary"
                aria-disabled={isSaving}
                aria-busy={isSaving}
              >
                {isSaving ? t('profile.name.saving') : t('profile.name.save')}
              </button>
              <button
                type="button"
                className="button button--ghost"
                aria-disabled={isSaving}
                onClick={() => flow.send({ type: 'name.cancel' })}
              >
                {t('profile.name.cancel')}
              </button>
            </div>
          </form>
        ) : (
          <>
            <h2 className="profile-identity__name" translate="no">
              {member.nickname}
            </h2>
            <p className="muted profile-identity__email">{member.email}</p>
            <button
              type="button"
              className="button button--ghost profile-identity__edit"
              onClick={() => flow.send({ type: 'name.edit' })}
            >
              {t('profile.name.edit')}
            </button>
            {isSaved ? (
              <p className="profile-identity__saved" role="status">
                {t('profile.name.saved')}
              </p>
            ) : null}
          </>
        )}
        <MemberStatus status={member.status} />
      </div>
    </section>
  );
}
