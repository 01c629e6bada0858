import { Button, Menu } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ELEMENT_TYPES, type ElementType } from '@kontor/core/schemas/website';
import { pagesMessages as m } from '../pages-messages.ts';

/** 'Element hinzufügen' with one entry per element type. */
export function AddElementMenu({ onAdd }: { onAdd: (type: ElementType) => void }) {
  return (
    <Menu position="bottom-start">
      <Menu.Target>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />}>
          {m.addElement}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {ELEMENT_TYPES.map((type) => (
          <Menu.Item key={type} onClick={() => onAdd(type)}>
            {m.types[type]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
