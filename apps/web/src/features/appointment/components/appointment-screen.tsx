import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { registerAppointmentTexts } from '../texts';
import '../appointment.css';

registerAppointmentTexts();

/** The reservation token every screen of the flow carries in ?token=. */
export function useLinkToken(): string {
  const [params] = useSearchParams();
  return params.get('token')?.trim() ?? '';
}

/** Header and body of every reservation screen. */
export function AppointmentScreen({
  title,
  back,
  children,
  className = '',
}: {
  title: string;
  back?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`appointment-screen ${className}`}>
      <PageHeader title={title} {...(back ? { back } : {})} />
      <main className="appointment-screen__body">{children}</main>
    </div>
  );
}
