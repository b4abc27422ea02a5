import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';

interface AuthPageProps {
  title: string;
  back?: string | false;
  children: ReactNode;
}

/** The frame the three account screens share. */
export function AuthPage({ title, back, children }: AuthPageProps) {
  return (
    <div className="auth-page">
      <PageHeader title={title} back={back ?? false} />
      <main className="auth-page__body">{children}</main>
    </div>
  );
}
