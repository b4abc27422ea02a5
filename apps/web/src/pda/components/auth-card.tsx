import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../components/language-switch';

/** The card of the console's pages before a login (log in, set a password), with the language. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <div className="console-login">
      <div className="console-login__card">
        <h1 className="console-login__title">{title}</h1>
        {intro && <p className="console-login__intro">{intro}</p>}
        {children}
        <LanguageSwitch />
      </div>
    </div>
  );
}

/** A form's problems that belong to no field, announced as they appear. */
export function FormProblems({ children }: { children: ReactNode }) {
  return (
    <div aria-live="assertive" className="console-login__problems">
      {children}
    </div>
  );
}
