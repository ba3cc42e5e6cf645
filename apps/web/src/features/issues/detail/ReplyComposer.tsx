import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Input } from 'antd';
import { CloseOutlined, PictureOutlined } from '@ant-design/icons';
import { ISSUE_IMAGE_EXTENSIONS, ISSUE_IMAGE_MAX_BYTES, ISSUE_REPLY_IMAGES_MAX, ISSUE_REPLY_MAX, type IssueDetail } from '@trestle/shared/issue-schemas';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { postReply } from './api';

interface Picked {
  key: string;
  file: File;
  url: string;
}

const EXT = new Set<string>(ISSUE_IMAGE_EXTENSIONS);
const extOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/**
 * The reply box: text ≤ 140 with a counter, up to 4 JPG/JPEG/PNG images ≤ 5 MB each (checked
 * here before anything is sent; the server checks again). Closed issues take no replies.
 */
export function ReplyComposer(p: { projectId: string; issue: IssueDetail; onPosted(): Promise<void> }) {
  const { t } = useTranslation('issuedetail');
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [images, setImages] = useState<Picked[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  if (!p.issue.can.reply) {
    return (
      <Alert
        type="info"
        showIcon
        className="issue-composer-closed"
        message={p.issue.status === 'closed' ? t('closedHint') : t('noReplyRight')}
        data-testid="issue-reply-disabled"
      />
    );
  }

  const pick = (files: File[]) => {
    const next = [...images];
    for (const file of files) {
      if (!EXT.has(extOf(file.name))) {
        message.warning(t('imageType', { name: file.name }));
        continue;
      }
      if (file.size > ISSUE_IMAGE_MAX_BYTES) {
        message.warning(t('imageTooLarge', { name: file.name }));
        continue;
      }
      if (next.length >= ISSUE_REPLY_IMAGES_MAX) {
        message.warning(t('tooManyImages', { max: ISSUE_REPLY_IMAGES_MAX }));
        break;
      }
      const url = URL.createObjectURL(file);
      urls.current.push(url);
      next.push({ key: `${file.name}-${Date.now()}-${Math.random()}`, file, url });
    }
    setImages(next);
  };

  const send = async () => {
    const content = text.trim();
    if (!content) {
      setError(t('replyRequired'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await postReply(
        p.projectId,
        p.issue.id,
        content,
        images.map((i) => i.file),
      );
      message.success(t('replied'));
      setText('');
      setImages([]);
      await p.onPosted();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="issue-composer" data-testid="issue-composer">
      <Input.TextArea
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(null);
        }}
        maxLength={ISSUE_REPLY_MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 5 }}
        placeholder={t('replyPlaceholder')}
        status={error ? 'error' : undefined}
        data-testid="issue-reply-input"
      />
      {error && (
        <div className="issue-error" data-testid="issue-reply-error">
          {error}
        </div>
      )}
      {!!images.length && (
        <div className="issue-reply-images">
          {images.map((i) => (
            <span key={i.key} className="issue-thumb issue-thumb-picked" data-testid="issue-reply-picked">
              <img src={i.url} alt={i.file.name} />
              <button
                type="button"
                aria-label={t('removeImage')}
                onClick={() => setImages((s) => s.filter((x) => x.key !== i.key))}
                data-testid="issue-reply-unpick"
              >
                <CloseOutlined />
              </button>
            </span>
          ))}
        </div>
      )}
      <div className="issue-composer-bar">
        <Button
          icon={<PictureOutlined />}
          onClick={() => input.current?.click()}
          disabled={images.length >= ISSUE_REPLY_IMAGES_MAX}
          data-testid="issue-reply-add-image"
        >
          {t('addImage', { n: images.length, max: ISSUE_REPLY_IMAGES_MAX })}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          multiple
          hidden
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            pick(files);
          }}
          data-testid="issue-reply-file"
        />
        <Button type="primary" loading={busy} onClick={() => void send()} data-testid="issue-reply-send">
          {t('send')}
        </Button>
      </div>
    </div>
  );
}
