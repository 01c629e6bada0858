import { useState } from 'react';
import { Alert, Modal, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { MAX_FILES_IMAGES_MODULE, acceptFor, type Image } from '@kontor/core/schemas/images';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FileUploader } from '../../../components/file-upload/file-uploader.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { useImages, useUploadImages } from '../../../components/image-picker/images-api.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useProjectId } from '../../../lib/active-project.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteImage } from '../api/delete-image.ts';
import { ImageTable } from '../components/image-table.tsx';
import { messages } from '../messages.ts';

/** Route /images: 'Bilder', newest first, filter by name, upload up to 20 at once, delete. */
export function ImagesRoute() {
  const projectId = useProjectId();
  const [search, setSearch] = useState('');
  // Spec 001 §9: search debounces for one second.
  const [debouncedSearch] = useDebouncedValue(search.trim(), 1000);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<Image | null>(null);
  const images = useImages(projectId, { page, pageSize, search: debouncedSearch || undefined });
  const upload = useUploadImages(projectId);
  const deleteMutation = useDeleteImage(projectId);

  function confirmDelete() {
    if (!deleting) return;
    deleteMutation.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(messages.deleted);
        setDeleting(null);
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  }

  return (
    <>
      <PageHeader
        title={messages.title}
        description={messages.description}
        createLabel={messages.uploadTab}
        onCreate={() => setUploading(true)}
      />
      <FilterBar
        active={search !== ''}
        onReset={() => {
          setSearch('');
          setPage(1);
        }}
      >
        <TextInput
          aria-label={messages.search}
          placeholder={messages.search}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={300}
        />
      </FilterBar>
      {images.isError ? (
        <Alert color="red" variant="light" mb="md" role="alert">
          {errorMessage(images.error)}
        </Alert>
      ) : null}
      <ImageTable
        projectId={projectId}
        rows={images.data?.items ?? []}
        total={images.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        loading={images.isFetching}
        filtered={debouncedSearch !== ''}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        onDelete={setDeleting}
      />
      <Modal
        opened={uploading}
        onClose={() => setUploading(false)}
        title={messages.uploadTab}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': 'Schließen' }}
      >
        <FileUploader
          accept={acceptFor('image')}
          maxFiles={MAX_FILES_IMAGES_MODULE}
          hint={messages.uploadHint}
          onBack={() => setUploading(false)}
          onUpload={async (files, onProgress) => {
            await upload(files, onProgress);
            notify.success(messages.uploaded);
          }}
        />
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={messages.deleteTitle}
        message={deleteMutation.isPending ? messages.deleting : messages.deleteConfirm}
        confirmLabel={messages.delete}
        danger
        loading={deleteMutation.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
