import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from '../../../i18n/use-translation';
import type { ListColumn } from './types';

interface ColumnChooserProps<Row> {
  columns: readonly ListColumn<Row>[];
  shown: ReadonlySet<string>;
  onChoose: (ids: Iterable<string>) => void;
}

/** A menu of the list's columns as checkboxes (arrows, Space, Escape); the first one stays. */
export function ColumnChooser<Row>({ columns, shown, onChoose }: ColumnChooserProps<Row>) {
  const { t } = useTranslation();
  const [first, ...rest] = columns;
  return (
    <MenuTrigger>
      <Button className="console-button">{t('pda.list.columns')}</Button>
      <Popover className="console-kit-popover" placement="bottom end">
        <Menu
          className="console-kit-menu"
          aria-label={t('pda.list.columns')}
          selectionMode="multiple"
          selectedKeys={rest.filter((c) => shown.has(c.id)).map((c) => c.id)}
          onSelectionChange={(keys) =>
            onChoose(keys === 'all' ? rest.map((c) => c.id) : [...keys].map(String))
          }
          disabledKeys={first ? [first.id] : []}
        >
          {rest.map((column) => (
            <MenuItem key={column.id} id={column.id} className="console-kit-menu__item">
              {({ isSelected }) => (
                <>
                  <span className="console-kit-menu__check" aria-hidden="true">
                    {isSelected ? '✓' : ''}
                  </span>
                  {t(column.label)}
                </>
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
