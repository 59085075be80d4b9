import { Button, Checkbox, Menu } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { DataTableColumnToggle } from 'mantine-datatable';

export interface ColumnChooserProps {
  toggles: DataTableColumnToggle[];
  labels: Record<string, string>;
  onChange: (toggles: DataTableColumnToggle[]) => void;
}

/** Which columns the list shows; remembered per user by the caller (mantine-datatable's column store). */
export function ColumnChooser({ toggles, labels, onChange }: ColumnChooserProps) {
  const { t } = useLingui();
  return (
    <Menu closeOnItemClick={false} position="bottom-end">
      <Menu.Target>
        <Button variant="default" size="sm">
          {t`Columns`}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {toggles
          .filter((toggle) => toggle.toggleable)
          .map((toggle) => (
            <Menu.Item key={toggle.accessor}>
              <Checkbox
                label={labels[toggle.accessor] ?? toggle.accessor}
                checked={toggle.toggled}
                onChange={(event) => {
                  const toggled = event.currentTarget.checked;
                  onChange(
                    toggles.map((other) => (other.accessor === toggle.accessor ? { ...other, toggled } : other)),
                  );
                }}
              />
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
}
