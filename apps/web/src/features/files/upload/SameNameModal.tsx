import { useState } from 'react';
import { Alert, Checkbox, Input, Modal, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type SameNameChoice = { kind: 'upload' | 'update' | 'cover'; versionDesc?: string } | { kind: 'cancel' };

export interface SameNameQuestion {
  fileName: string;
  isInCabinet: boolean;
  /** The caller may cover this file (default mode: their own, or with 'Manage others' items'). */
  canCover?: boolean;
  /** Same-name files still to decide after this one. */
  remaining: number;
}

/** A file of the same name exists: upload as new, update its version, cover it, or cancel (spec 2 §4). */
export function SameNameModal(props: { question: SameNameQuestion | null; canUpdate?: boolean; onAnswer(choice: SameNameChoice, applyToAll: boolean): void }) {
  const { t } = useTranslation('files');
  const canUpdate = props.canUpdate !== false;
  const first = canUpdate ? 'update' : 'upload';
  const [kind, setKind] = useState<'upload' | 'update' | 'cover'>(first);
  const [desc, setDesc] = useState('');
  const [all, setAll] = useState(false);
  const q = props.question;
  const answer = (c: SameNameChoice) => {
    props.onAnswer(c, all);
    setDesc('');
    setAll(false);
    setKind(first);
  };
  return (
    <Modal
      open={!!q}
      title={t('upload.sameNameTitle')}
      onCancel={() => answer({ kind: 'cancel' })}
      onOk={() => answer(kind === 'update' ? { kind, versionDesc: desc.trim() || undefined } : { kind })}
      cancelText={t('upload.skip')}
      okText={t('common:confirm')}
      maskClosable={false}
      destroyOnHidden
    >
      {q && (
        <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="same-name">
          <Typography.Text>{t('upload.sameName', { name: q.fileName })}</Typography.Text>
          <Radio.Group value={kind} onChange={(e) => setKind(e.target.value)}>
            <Space orientation="vertical">
              <Radio value="upload" data-testid="same-name-upload">
                {t('upload.asNew')}
              </Radio>
              {canUpdate && (
                <Radio value="update" data-testid="same-name-update">
                  {t('upload.asVersion')}
                </Radio>
              )}
              {canUpdate && q.canCover !== false && !q.isInCabinet && (
                <Radio value="cover" data-testid="same-name-cover">
                  {t('upload.cover')}
                </Radio>
              )}
            </Space>
          </Radio.Group>
          {q.isInCabinet && <Alert type="info" showIcon title={t('upload.coverInCabinet')} />}
          {kind === 'update' && (
            <Input.TextArea
              rows={2}
              maxLength={500}
              placeholder={t('upload.versionDesc')}
              value={desc}
              onChange={(e) => setDesc(e.target.value)}
              data-testid="version-desc"
            />
          )}
          {q.remaining > 0 && (
            <Checkbox checked={all} onChange={(e) => setAll(e.target.checked)}>
              {t('upload.applyToAll', { count: q.remaining })}
            </Checkbox>
          )}
        </Space>
      )}
    </Modal>
  );
}
