import { useState, type ReactNode } from 'react';
import { App, Modal, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';

/**
 * A dialog that picks several things found by a server search (a meeting's documents, its
 * issues) and saves them in one call; OK stays disabled until something is chosen. The search
 * runs on every typed value (filterOption off: the server decides what matches).
 */
export function PickManyModal(p: {
  open: boolean;
  title: string;
  okText: string;
  hint?: ReactNode;
  placeholder: string;
  empty: string;
  /** Test ids of the OK button and of the select. */
  okTestId: string;
  selectTestId: string;
  /** The query key of one search (from the feature's key factory). */
  queryKey(text: string): readonly unknown[];
  search(text: string): Promise<{ value: string; label: string }[]>;
  /** Saves the chosen ids; returns the server's msg (shown) or null for the default. */
  save(ids: string[]): Promise<string | null | undefined>;
  savedText: string;
  onSaved(): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation('meetings');
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const q = useQuery({ queryKey: p.queryKey(text), queryFn: () => p.search(text), enabled: p.open, retry: false });

  const save = async () => {
    setSaving(true);
    try {
      message.success((await p.save(chosen)) || p.savedText);
      await p.onSaved();
      p.onClose();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={p.open}
      title={p.title}
      okText={p.okText}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: !chosen.length, loading: saving, 'data-testid': p.okTestId }}
      onOk={() => void save()}
      onCancel={p.onClose}
      afterClose={() => {
        setChosen([]);
        setText('');
      }}
      destroyOnHidden
    >
      {p.hint}
      <Select
        mode="multiple"
        showSearch
        filterOption={false}
        onSearch={setText}
        value={chosen}
        onChange={setChosen}
        options={q.data ?? []}
        loading={q.isFetching}
        status={q.isError ? 'error' : undefined}
        notFoundContent={q.isError ? errorText(q.error) : p.empty}
        placeholder={p.placeholder}
        style={{ width: '100%' }}
        data-testid={p.selectTestId}
      />
    </Modal>
  );
}
