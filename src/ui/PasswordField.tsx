import { type InputHTMLAttributes, useId, useState } from 'react';
import { authStrings } from '../lib/strings.ts';
import { EyeIcon, EyeOffIcon } from './icons.tsx';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
}

/** A password input with the show/hide toggle of SPEC §2. */
export function PasswordField({ label, ...input }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__with-action">
        <input id={id} className="field__input" type={visible ? 'text' : 'password'} {...input} />
        <button
          type="button"
          className="icon-btn field__action"
          aria-label={visible ? authStrings.hidePassword : authStrings.showPassword}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </div>
  );
}
