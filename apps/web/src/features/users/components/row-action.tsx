import type { ReactNode } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';

/** An icon button of a row, named '<label>: <name>' (the tooltip shows the label). */
export function RowAction(props: {
  label: string;
  name: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  return (
    <Tooltip label={props.label} withArrow>
      <ActionIcon
        variant="subtle"
        aria-label={`${props.label}: ${props.name}`}
        onClick={props.onClick}
      >
        {props.icon}
      </ActionIcon>
    </Tooltip>
  );
}
