import { useTranslation } from '../../../i18n/use-translation';

/**
 * A list screen the caller's role may not read: its title and why, and nothing asked of the
 * server (the navigation hides it; this answers an address typed or kept).
 */
export function ForbiddenList({ title, testId }: { title: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <section className="console-screen" aria-labelledby={`${testId}-title`}>
      <h1 id={`${testId}-title`} className="console-screen__title">
        {t(title)}
      </h1>
      <p className="console-state console-state--problem" role="alert">
        {t('pda.state.forbidden')}
      </p>
    </section>
  );
}
