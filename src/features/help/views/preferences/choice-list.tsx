import { useId } from 'react';
import { CheckIcon } from '../../../../shared/components/screen-icons';

/**
 * A single choice (language, currency) as native radio buttons: arrow keys, one tab stop and the
 * group's name come from the browser.
 */
export function ChoiceList<T extends string>({
  label,
  options,
  value,
  pending,
  onChoose,
}: {
  label: string;
  /** `detail`: a second, quieter line of the label (a currency's name beside its code). */
  options: readonly { value: T; label: string; detail?: string; lang?: string }[];
  value: T;
  pending?: T | null;
  onChoose: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="choice-list" role="radiogroup" aria-label={label}>
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label
            key={option.value}
            className={`choice ${checked ? 'choice--checked' : ''}`}
            lang={option.lang}
            // Written in its own language (a language's own name): not ours to translate.
            translate={option.lang ? 'no' : undefined}
          >
            <input
              type="radio"
              className="choice__input"
              name={name}
              value={option.value}
              checked={checked}
              aria-busy={pending === option.value}
              onChange={() => onChoose(option.value)}
            />
            <span>
              {option.label}
              {option.detail ? (
                <>
                  {' · '}
                  <span className="muted">{option.detail}</span>
                </>
              ) : null}
            </span>
            {checked ? <CheckIcon /> : null}
          </label>
        );
      })}
    </fieldset>
  );
}
