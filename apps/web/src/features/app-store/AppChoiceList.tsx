import { Button, Checkbox, List, Space, Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { StoreApp } from './api';

/** An app's name: a built-in app's translated name, a web app's own. */
export function useAppName() {
  const { t } = useTranslation('projects');
  return (a: Pick<StoreApp, 'key' | 'kind' | 'name'>) => (a.kind === 'web' ? (a.name ?? a.key) : t(`app.${a.key}`));
}

/** Apps with a tick each (and, with `ordered`, up and down): the enterprise's and the home's choice. */
export function AppChoiceList(props: {
  apps: StoreApp[];
  chosen: string[];
  onChange: (keys: string[]) => void;
  /** With it, up and down buttons: the apps' new order. */
  onReorder?: (keys: string[]) => void;
}) {
  const { t } = useTranslation('appstore');
  const name = useAppName();
  const { apps, chosen, onChange } = props;
  const move = (i: number, to: number) => {
    const keys = apps.map((a) => a.key);
    [keys[i], keys[to]] = [keys[to], keys[i]];
    props.onReorder?.(keys);
    onChange(keys.filter((k) => chosen.includes(k)));
  };
  return (
    <List
      bordered
      dataSource={apps}
      data-testid="app-choice-list"
      renderItem={(a, i) => (
        <List.Item
          actions={
            props.onReorder
              ? [
                  <Button key="up" size="small" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={t('moveUp')} />,
                  <Button
                    key="down"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={i === apps.length - 1}
                    onClick={() => move(i, i + 1)}
                    aria-label={t('moveDown')}
                  />,
                ]
              : []
          }
        >
          <Space>
            <Checkbox
              checked={chosen.includes(a.key)}
              onChange={(e) =>
                onChange(e.target.checked ? apps.map((x) => x.key).filter((k) => k === a.key || chosen.includes(k)) : chosen.filter((k) => k !== a.key))
              }
              data-testid={`app-choice-${a.kind === 'web' ? a.name : a.key}`}
            >
              {name(a)}
            </Checkbox>
            {a.kind === 'web' && (
              <>
                <Tag icon={<GlobalOutlined />}>{t('webApp')}</Tag>
                <Typography.Text type="secondary">{a.url}</Typography.Text>
              </>
            )}
            {a.tags.map((x) => (
              <Tag key={x}>{x}</Tag>
            ))}
          </Space>
        </List.Item>
      )}
    />
  );
}
