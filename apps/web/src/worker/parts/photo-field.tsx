import { CloseButton, Group, Image, Stack, Text } from '@mantine/core';
import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { compressPhoto, MAX_PHOTOS } from '../photos/compress-photo.ts';
import { screenMessages as m } from '../screens/screen-messages.ts';

/**
 * Up to 10 photos from the camera or the gallery, compressed on the phone before they are
 * queued (a 5 MB camera photo would take minutes on a poor connection).
 */
export function PhotoField({
  photos,
  onChange,
  onBusy,
}: {
  photos: Blob[];
  onChange: (photos: Blob[]) => void;
  onBusy: (busy: boolean) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const urls = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = MAX_PHOTOS - photos.length;
    setError(files.length > room ? m.tooManyPhotos(MAX_PHOTOS) : null);
    if (room <= 0 || files.length === 0) return;
    setBusy(true);
    onBusy(true);
    try {
      const compressed = await Promise.all(files.slice(0, room).map(compressPhoto));
      onChange([...photos, ...compressed]);
    } finally {
      setBusy(false);
      onBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <input
        id={id}
        className="worker-photo-input"
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        disabled={busy || photos.length >= MAX_PHOTOS}
        onChange={(event) => void add(event)}
      />
      <label htmlFor={id} className="worker-photo-button">
        {m.addPhotos}
      </label>
      <Text size="sm" c="dimmed" aria-live="polite">
        {busy ? m.preparing : m.photosHint(photos.length, MAX_PHOTOS)}
      </Text>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {urls.length > 0 && (
        <Group gap="xs">
          {urls.map((url, index) => (
            <div key={url} style={{ position: 'relative' }}>
              <Image src={url} alt={m.photoAlt(index + 1)} w={72} h={72} radius="sm" fit="cover" />
              <CloseButton
                size="sm"
                variant="filled"
                aria-label={m.removePhoto(index + 1)}
                style={{ position: 'absolute', top: 2, right: 2 }}
                onClick={() => onChange(photos.filter((_, i) => i !== index))}
              />
            </div>
          ))}
        </Group>
      )}
    </Stack>
  );
}
