import { Avatar } from '@mantine/core';
import { imageReference } from '@kontor/core/schemas/images';
import { thumbnailUrl } from '../../../components/image-picker/images-api.ts';

interface ProjectLogoProps {
  projectId: string;
  name: string;
  logo: string | null;
  size: number;
}

/** The project's logo image (an image id), or its initials when it has none. */
export function ProjectLogo({ projectId, name, logo, size }: ProjectLogoProps) {
  const reference = logo ? imageReference(logo) : null;
  const src =
    reference?.type === 'image'
      ? thumbnailUrl(projectId, reference.id, { w: size * 2, h: size * 2 })
      : null;
  return (
    <Avatar
      src={src}
      alt={src ? `Logo ${name}` : undefined}
      // Initials repeat the name beside them; hidden so names contain what is visible.
      aria-hidden={src ? undefined : true}
      size={size}
      radius="sm"
      color="kontor"
      variant="light"
      name={name}
      styles={{ image: { objectFit: 'contain' } }}
      data-testid="project-logo"
    />
  );
}
