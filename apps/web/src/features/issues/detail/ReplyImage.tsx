import { useEffect, useState } from 'react';
import { Image, Spin } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { replyImageUrl } from './api';

/** A reply image: fetched with the session (GET /protected/issue/reply-image/:id), shown as a thumbnail that previews full size. */
export function ReplyImage(p: { projectId: string; image: { id: string; name: string } }) {
  const { t } = useTranslation('issuedetail');
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let gone = false;
    let made: string | null = null;
    replyImageUrl(p.projectId, p.image.id)
      .then((u) => {
        if (gone) URL.revokeObjectURL(u);
        else {
          made = u;
          setUrl(u);
        }
      })
      .catch(() => {
        if (!gone) setFailed(true);
      });
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [p.projectId, p.image.id]);

  if (failed)
    return (
      <span className="issue-thumb issue-thumb-failed" title={t('imageFailed')}>
        <WarningOutlined />
      </span>
    );
  if (!url)
    return (
      <span className="issue-thumb">
        <Spin size="small" />
      </span>
    );
  return <Image src={url} alt={p.image.name} width={72} height={72} className="issue-thumb-img" data-testid="issue-reply-image" />;
}
