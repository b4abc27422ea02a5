import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from '../../../i18n/use-translation';

export interface RowAction {
  id: string;
  /** The whole action, naming its row ("Disable Bob"): a menu item is read alone. */
  label: string;
  onAction: () => void;
  isDisabled?: boolean;
}

/**
 * A row's actions behind one button (arrows, Enter, Escape): four named buttons a row made the
 * staff table twice the desk's width. `name` is the row's, for the button's accessible name.
 */
export function RowMenu({ name, actions }: { name: string; actions: readonly RowAction[] }) {
  const { t } = useTranslation();
  if (actions.length === 0) return null;
  return (
    <MenuTrigger>
      <Button className="console-link-button" aria-label={t('pda.list.actionsFor', { name })}>
        {t('pda.list.actions')}
        <span aria-hidden="true"> ▾</span>
      </Button>
      <Popover className="console-kit-popover" placement="bottom end">
        <Menu
          className="console-kit-menu"
          aria-label={t('pda.list.actionsFor', { name })}
          disabledKeys={actions.filter((a) => a.isDisabled).map((a) => a.id)}
          onAction={(key) => actions.find((a) => a.id === key)?.onAction()}
        >
          {actions.map((action) => (
            <MenuItem key={action.id} id={action.id} className="console-kit-menu__item">
              {action.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
