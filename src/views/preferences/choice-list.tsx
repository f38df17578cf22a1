import { CheckIcon } from '../components/icons';

/** A radio list for a single choice: language or currency. */
export function ChoiceList<T extends string>({
  label,
  options,
  value,
  pending,
  onChoose,
}: {
  label: string;
  options: readonly { value: T; label: string; lang?: string }[];
  value: T;
  pending?: T | null;
  onChoose: (value: T) => void;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="choice-list">
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            lang={option.lang}
            className={`choice ${checked ? 'choice--checked' : ''}`}
            aria-busy={pending === option.value}
            onClick={() => onChoose(option.value)}
          >
            <span>{option.label}</span>
            {checked ? <CheckIcon /> : null}
          </button>
        );
      })}
    </div>
  );
}
