import { ActionIcon, Button, Group, Menu, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  useCreateSavedView,
  useDeleteSavedView,
  useSavedViews,
  type SavedView,
  type SavedViewBody,
} from './saved-views.ts';

export interface SavedViewsMenuProps {
  screen: string;
  /** The list as it is now, to save. */
  current: () => Required<Omit<SavedViewBody, 'screen' | 'name'>>;
  onPick: (view: SavedView) => void;
}

/** Save the list's filters, sort and columns under a name; pick a saved one again. */
export function SavedViewsMenu({ screen, current, onPick }: SavedViewsMenuProps) {
  const { t } = useLingui();
  const views = useSavedViews(screen);
  const create = useCreateSavedView();
  const remove = useDeleteSavedView();
  const [name, setName] = useState('');
  const save = () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    create.mutate({ screen, name: trimmed, ...current() }, { onSuccess: () => setName('') });
  };
  return (
    <Menu closeOnItemClick position="bottom-end" width={280}>
      <Menu.Target>
        <Button variant="default" size="sm">
          {t`Views`}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t`Saved views`}</Menu.Label>
        {views.isError ? <Menu.Item disabled>{t`Saved views could not be loaded`}</Menu.Item> : null}
        {views.data?.length === 0 ? <Menu.Item disabled>{t`No saved views yet`}</Menu.Item> : null}
        {views.data?.map((view) => (
          <Menu.Item
            key={view.id}
            onClick={() => onPick(view)}
            rightSection={
              <ActionIcon
                size="xs"
                variant="subtle"
                color="red"
                aria-label={t`Delete the view ${view.name}`}
                onClick={(event) => {
                  event.stopPropagation();
                  remove.mutate(view.id);
                }}
              >
                ×
              </ActionIcon>
            }
          >
            {view.name}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Group gap="xs" p="xs" wrap="nowrap" onKeyDown={(event) => event.stopPropagation()}>
          <TextInput
            size="xs"
            aria-label={t`Name of the view`}
            placeholder={t`Name of the view`}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.currentTarget.value)}
            onKeyDown={(event) => event.key === 'Enter' && save()}
          />
          <Button size="xs" onClick={save} loading={create.isPending}>
            {t`Save`}
          </Button>
        </Group>
        {create.isError ? <Menu.Item disabled c="red">{t`The view could not be saved`}</Menu.Item> : null}
      </Menu.Dropdown>
    </Menu>
  );
}
