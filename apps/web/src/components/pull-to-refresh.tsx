import type { ReactNode } from 'react';
import { useConfig } from 'antd-mobile/es/components/config-provider';
import { usePullToRefresh } from '../hooks/use-pull-to-refresh';
import type { PullState } from '../hooks/use-pull-to-refresh';

export type PullTexts = Partial<Record<Exclude<PullState, 'idle'>, string>>;

interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
  /** The head's words per state; antd-mobile's own localised texts where none is given. */
  texts?: PullTexts;
  /** Label of a Refresh button above the content, for screens whose header has none. */
  button?: string;
}

/** The pull-down head over a screen's content (see usePullToRefresh), with an optional button. */
export function PullToRefresh({ onRefresh, children, texts, button }: PullToRefreshProps) {
  const { locale } = useConfig();
  const { ref, state, distance, refresh } = usePullToRefresh<HTMLDivElement>(onRefresh);
  const words: Record<PullState, string> = {
    idle: '',
    pulling: locale.PullToRefresh.pulling,
    canRelease: locale.PullToRefresh.canRelease,
    refreshing: `${locale.common.loading}...`,
    complete: locale.PullToRefresh.complete,
    ...texts,
  };
  return (
    <div ref={ref} className="pull-to-refresh" data-state={state}>
      <div className="pull-to-refresh__head" style={{ height: distance }} aria-hidden>
        {words[state]}
      </div>
      {button && (
        <div className="pull-to-refresh__bar">
          <button
            type="button"
            className="pull-to-refresh__button"
            disabled={state !== 'idle'}
            onClick={refresh}
          >
            {state === 'refreshing' ? words.refreshing : button}
          </button>
        </div>
      )}
      {children}
    </div>
  );
}
