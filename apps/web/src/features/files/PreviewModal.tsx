import { Image, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export interface PreviewTarget {
  kind: 'image' | 'pdf';
  url: string;
  name: string;
}

/** Images in antd's image preview, PDFs in a frame inside a modal (urls asked with inline:true). */
export function PreviewModal(props: { target: PreviewTarget | null; onClose(): void }) {
  const { t } = useTranslation('files');
  const p = props.target;
  if (p?.kind === 'image') {
    return (
      <Image style={{ display: 'none' }} src={p.url} alt={p.name} preview={{ open: true, src: p.url, onOpenChange: (open) => !open && props.onClose() }} />
    );
  }
  return (
    <Modal open={p?.kind === 'pdf'} title={p?.name ?? t('preview')} onCancel={props.onClose} footer={null} width="90vw" style={{ top: 24 }} destroyOnHidden>
      {p && <iframe src={p.url} title={p.name} style={{ width: '100%', height: '80vh', border: 0 }} data-testid="pdf-frame" />}
    </Modal>
  );
}
