import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { MAX_FILES_IMAGES_MODULE, acceptFor, type Image } from '@kontor/core/schemas/images';
import { FileUploader } from '../../../components/file-upload/file-uploader.tsx';
import { useImages, useUploadImages } from '../../../components/image-picker/images-api.ts';
import { useConfirmedDelete } from '../../../components/list/delete-action.tsx';
import { ListPage } from '../../../components/list/list-page.tsx';
import type { ListStateSpec } from '../../../components/list/list-state.ts';
import { useListState } from '../../../components/list/use-list-state.ts';
import { useProjectId } from '../../../lib/active-project.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteImage } from '../api/delete-image.ts';
import { imageColumns } from '../components/image-columns.tsx';
import { ImageDeleteQuestion, ImageUsageWarning } from '../components/image-usage-warning.tsx';
import { messages } from '../messages.ts';
import { GuardedModal } from '../../../components/form/guarded-modal.tsx';

/** Images are always newest first (spec 001 §2 "Images"). */
const LIST: ListStateSpec<'-createdAt'> = { sorts: ['-createdAt'], defaultSort: '-createdAt' };

const trashIcon = <IconTrash size={16} aria-hidden />;

/** Route /images: 'Bilder', newest first, filter by name, upload up to 20 at once, delete. */
export function ImagesRoute() {
  const projectId = useProjectId();
  const list = useListState(LIST);
  const { page, pageSize, search } = list.state;
  const [uploading, uploadingModal] = useDisclosure(false);
  const images = useImages(projectId, { page, pageSize, search: search || undefined });
  const upload = useUploadImages(projectId);
  const deleteMutation = useDeleteImage(projectId);
  const deleting = useConfirmedDelete<Image>(deleteMutation, messages, (image) => (
    <ImageDeleteQuestion elements={image.connectedElements} />
  ));
  // The selected rows are on this page (the selection clears whenever the rows change).
  const usedAmong = (ids: string[]) =>
    (images.data?.items ?? []).filter((i) => ids.includes(i.id) && i.connectedElements.length > 0);
  const remove = (id: string) => deleteMutation.mutateAsync(id);

  return (
    <>
      <ListPage
        texts={messages.list}
        onCreate={uploadingModal.open}
        list={list}
        query={images}
        columns={imageColumns(projectId, deleting.ask)}
        bulkActions={[
          {
            texts: messages.deleteSelected,
            icon: trashIcon,
            danger: true,
            run: remove,
            details: (ids) => {
              const used = usedAmong(ids);
              return (
                <ImageUsageWarning
                  elements={used.flatMap((image) => image.connectedElements)}
                  intro={messages.inUse.selected(used.length)}
                />
              );
            },
          },
        ]}
      />
      <GuardedModal
        opened={uploading}
        onClose={uploadingModal.close}
        title={messages.uploadTab}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': 'Schließen' }}
      >
        <FileUploader
          accept={acceptFor('image')}
          maxFiles={MAX_FILES_IMAGES_MODULE}
          hint={messages.uploadHint}
          onBack={uploadingModal.close}
          onUpload={async (files, onProgress) => {
            await upload(files, onProgress);
            notify.success(messages.uploaded);
          }}
        />
      </GuardedModal>
      {deleting.dialog}
    </>
  );
}
