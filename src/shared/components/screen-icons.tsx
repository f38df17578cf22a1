// Icons that only lazy screens and popups use, apart from icons.tsx: a module the first route
// imports is bundled whole into it, so these would ride along unused.
import { base, type IconProps } from './icons';

export const SearchIcon = ({ size }: IconProps) => (
  <svg {...base(size)}>
    <circle cx="11" cy="11" r="7" />
    <path d="m21 21-4.3-4.3" />
  </svg>
);
export const CloseIcon = ({ size }: IconProps) => (
  <svg {...base(size)}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);
export const CheckIcon = ({ size }: IconProps) => (
  <svg {...base(size)}>
    <path d="M20 6 9 17l-5-5" />
  </svg>
);
