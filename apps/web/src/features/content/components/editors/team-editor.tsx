import { Group, Textarea, TextInput } from '@mantine/core';
import { ImagePicker } from '../../../../components/image-picker/image-picker.tsx';
import { newRowId, RepeatableRows } from './repeatable-rows.tsx';

export interface TeamMember {
  id: string;
  name: string;
  description: string;
  image: string | null;
}

interface Props {
  label: string;
  value: TeamMember[];
  onChange: (value: TeamMember[]) => void;
  errorAt: (path: string) => string | undefined;
}

/** A group's squad (spec 001 §3 Team): name, description and a portrait per member. */
export function TeamEditor({ label, value, onChange, errorAt }: Props) {
  return (
    <RepeatableRows
      legend={label}
      items={value}
      onChange={onChange}
      create={() => ({ id: newRowId(), name: '', description: '', image: null })}
      addLabel="Mitglied hinzufügen"
      removeLabel={(i) => `Mitglied ${i + 1} entfernen`}
      empty="Noch keine Mitglieder"
      error={errorAt('')}
      renderRow={(member, update, i) => (
        <Group align="flex-start" wrap="nowrap">
          <ImagePicker
            label={`Mitglied ${i + 1}: Bild`}
            size="sm"
            value={member.image}
            onChange={(image) => update({ image: (image as string | null) ?? null })}
          />
          <Group grow align="flex-start" style={{ flex: 1 }}>
            <TextInput
              label={`Mitglied ${i + 1}: Name`}
              required
              value={member.name}
              onChange={(e) => update({ name: e.currentTarget.value })}
              error={errorAt(`${i}.name`)}
            />
            <Textarea
              label={`Mitglied ${i + 1}: Beschreibung`}
              autosize
              minRows={1}
              value={member.description}
              onChange={(e) => update({ description: e.currentTarget.value })}
              error={errorAt(`${i}.description`)}
            />
          </Group>
        </Group>
      )}
    />
  );
}
