// Server messages of the directory (AD/LDAP) sign-in (/protected/directory/*,
// /public/user/directory-login; docs/directory.md), merged into MESSAGES: settings validation, the
// test run's steps and the sign-in's refusals.

export const DIRECTORY_MESSAGES = {
  'directory.saved': { en: 'Directory settings saved', zh: '目录设置已保存', ja: 'ディレクトリ設定を保存しました' },
  'directory.deleted': { en: 'Directory settings deleted', zh: '目录设置已删除', ja: 'ディレクトリ設定を削除しました' },
  'directory.url': {
    en: 'Enter the directory address as ldaps://host:port (or ldap://host:port with StartTLS)',
    zh: '请按 ldaps://主机:端口 填写目录地址（或使用 StartTLS 的 ldap://主机:端口）',
    ja: 'ディレクトリのアドレスは ldaps://ホスト:ポート（または StartTLS 付きの ldap://ホスト:ポート）で入力してください',
  },
  'directory.plainRefused': {
    en: 'ldap:// without StartTLS would send passwords in clear text: use ldaps:// or turn on StartTLS',
    zh: '未启用 StartTLS 的 ldap:// 会以明文发送密码：请使用 ldaps:// 或启用 StartTLS',
    ja: 'StartTLS なしの ldap:// ではパスワードが平文で送信されます。ldaps:// を使うか StartTLS を有効にしてください',
  },
  'directory.caCert': {
    en: 'The CA certificate must be a PEM certificate (-----BEGIN CERTIFICATE-----)',
    zh: 'CA 证书必须是 PEM 格式的证书（-----BEGIN CERTIFICATE-----）',
    ja: 'CA 証明書は PEM 形式の証明書（-----BEGIN CERTIFICATE-----）にしてください',
  },
  'directory.bindDn': {
    en: 'Enter the service account as a distinguished name, e.g. cn=trestle,ou=services,dc=example,dc=org',
    zh: '请以识别名填写服务账号，例如 cn=trestle,ou=services,dc=example,dc=org',
    ja: 'サービスアカウントは識別名で入力してください（例：cn=trestle,ou=services,dc=example,dc=org）',
  },
  'directory.userBaseDn': {
    en: 'Enter the user search base as a distinguished name, e.g. ou=people,dc=example,dc=org',
    zh: '请以识别名填写用户搜索根，例如 ou=people,dc=example,dc=org',
    ja: 'ユーザー検索ベースは識別名で入力してください（例：ou=people,dc=example,dc=org）',
  },
  'directory.groupDn': {
    en: 'Enter the group as a distinguished name, e.g. cn=engineers,ou=groups,dc=example,dc=org',
    zh: '请以识别名填写组，例如 cn=engineers,ou=groups,dc=example,dc=org',
    ja: 'グループは識別名で入力してください（例：cn=engineers,ou=groups,dc=example,dc=org）',
  },
  'directory.filterLogin': {
    en: 'The user filter must contain {login} where the typed name goes',
    zh: '用户过滤器必须包含 {login}，用于填入输入的登录名',
    ja: 'ユーザーフィルターには入力された名前が入る {login} を含めてください',
  },
  'directory.filterSyntax': {
    en: 'The user filter must be one LDAP filter in parentheses, e.g. (uid={login})',
    zh: '用户过滤器必须是一个带括号的 LDAP 过滤器，例如 (uid={login})',
    ja: 'ユーザーフィルターは括弧で囲んだ 1 つの LDAP フィルターにしてください（例：(uid={login})）',
  },
  'directory.attr': {
    en: 'An attribute name has letters, digits and hyphens and starts with a letter',
    zh: '属性名由字母、数字和连字符组成，并以字母开头',
    ja: '属性名は英字で始まり、英数字とハイフンで構成されます',
  },
  'directory.tooManyMappings': {
    en: 'At most 100 group mappings',
    zh: '组映射最多 100 条',
    ja: 'グループの対応付けは最大 100 件です',
  },
  'directory.jitMode': {
    en: 'Creating accounts must be off or create',
    zh: '自动创建账号必须为关闭或创建',
    ja: 'アカウントの自動作成はオフまたは作成のいずれかです',
  },
  'directory.jitNeeds': {
    en: 'Creating accounts needs a default department and role',
    zh: '自动创建账号需要默认部门和角色',
    ja: 'アカウントの自動作成には既定の部署とロールが必要です',
  },
  'directory.timeout': {
    en: 'The timeout must be 1000 to 30000 milliseconds',
    zh: '超时时间必须为 1000 到 30000 毫秒',
    ja: 'タイムアウトは 1000〜30000 ミリ秒にしてください',
  },
  'directory.roleUnknown': {
    en: 'The role is not an enterprise role of this enterprise',
    zh: '该角色不是此企业的企业角色',
    ja: 'このロールはこの企業の企業ロールではありません',
  },
  'directory.roleManager': {
    en: 'The enterprise manager role cannot be given by the directory: choose another role',
    zh: '企业管理员角色不能由目录授予：请选择其他角色',
    ja: '企業管理者ロールはディレクトリから付与できません。別のロールを選んでください',
  },
  'directory.departmentUnknown': {
    en: 'The department does not exist in this enterprise',
    zh: '该部门在此企业中不存在',
    ja: 'この部署はこの企業にありません',
  },
  'directory.bindPasswordRequired': {
    en: "Enter the service account's password",
    zh: '请输入服务账号的密码',
    ja: 'サービスアカウントのパスワードを入力してください',
  },
  'directory.bindPasswordAgain': {
    en: "Enter the service account's password again: the address, the bind DN or the CA certificate changed",
    zh: '请重新输入服务账号的密码：地址、绑定 DN 或 CA 证书已更改',
    ja: 'アドレス、バインド DN または CA 証明書が変更されたため、サービスアカウントのパスワードを再入力してください',
  },
  'directory.notConfigured': {
    en: 'Directory sign-in is not set up for this enterprise',
    zh: '此企业未配置目录登录',
    ja: 'この企業ではディレクトリサインインが設定されていません',
  },
  'directory.unavailable': {
    en: 'The directory cannot be reached right now, please try again later or contact the administrator',
    zh: '目前无法连接目录服务，请稍后重试或联系管理员',
    ja: '現在ディレクトリに接続できません。しばらくしてから再試行するか、管理者に連絡してください',
  },
  'directory.noAccount': {
    en: 'There is no account for you in this enterprise yet: ask the enterprise manager to add you',
    zh: '您在此企业中还没有账号：请联系企业管理员添加',
    ja: 'この企業にはまだあなたのアカウントがありません。企業管理者に追加を依頼してください',
  },
  'directory.noEmail': {
    en: 'Your directory entry has no e-mail address, so no account can be matched: ask the directory administrator',
    zh: '您的目录条目没有电子邮箱，无法匹配账号：请联系目录管理员',
    ja: 'ディレクトリのエントリにメールアドレスがないため、アカウントを照合できません。ディレクトリ管理者に問い合わせてください',
  },
  'directory.step.connectOk': { en: 'Connected to {host}', zh: '已连接到 {host}', ja: '{host} に接続しました' },
  'directory.step.connectFailed': {
    en: 'Cannot reach {host}: check the address, the port and the firewall ({detail})',
    zh: '无法连接 {host}：请检查地址、端口和防火墙（{detail}）',
    ja: '{host} に接続できません。アドレス、ポート、ファイアウォールを確認してください（{detail}）',
  },
  'directory.step.timeout': {
    en: 'No answer from {host} within {ms} ms: check the address and the port',
    zh: '{host} 在 {ms} 毫秒内没有响应：请检查地址和端口',
    ja: '{host} から {ms} ミリ秒以内に応答がありません。アドレスとポートを確認してください',
  },
  'directory.step.tlsFailed': {
    en: "The directory's certificate is not trusted or does not name {host}: add the enterprise's CA certificate or correct the host name ({detail})",
    zh: '目录服务的证书不受信任或与 {host} 不符：请添加企业的 CA 证书或更正主机名（{detail}）',
    ja: 'ディレクトリの証明書が信頼されていないか {host} と一致しません。企業の CA 証明書を追加するかホスト名を修正してください（{detail}）',
  },
  'directory.step.starttlsOk': { en: 'StartTLS: the connection is encrypted', zh: 'StartTLS：连接已加密', ja: 'StartTLS：接続は暗号化されています' },
  'directory.step.tlsOk': { en: 'The connection is encrypted (ldaps)', zh: '连接已加密（ldaps）', ja: '接続は暗号化されています（ldaps）' },
  'directory.step.bindOk': { en: 'Signed in as the service account', zh: '已以服务账号登录', ja: 'サービスアカウントでサインインしました' },
  'directory.step.bindFailed': {
    en: 'The directory refused the service account: check the bind DN and its password ({detail})',
    zh: '目录服务拒绝了服务账号：请检查绑定 DN 和密码（{detail}）',
    ja: 'ディレクトリがサービスアカウントを拒否しました。バインド DN とパスワードを確認してください（{detail}）',
  },
  'directory.step.baseOk': { en: 'The user search base {base} can be read', zh: '可以读取用户搜索根 {base}', ja: 'ユーザー検索ベース {base} を読み取れます' },
  'directory.step.searchOk': { en: 'Found {dn}', zh: '已找到 {dn}', ja: '{dn} が見つかりました' },
  'directory.step.searchNone': {
    en: 'No entry under {base} matches the filter for "{login}"',
    zh: '{base} 下没有与“{login}”匹配过滤器的条目',
    ja: '{base} の下に「{login}」でフィルターに一致するエントリがありません',
  },
  'directory.step.searchMany': {
    en: '{count} entries match "{login}": the filter must find exactly one',
    zh: '有 {count} 个条目匹配“{login}”：过滤器必须只找到一个',
    ja: '「{login}」に {count} 件のエントリが一致します。フィルターは 1 件だけに一致する必要があります',
  },
  'directory.step.searchFailed': {
    en: 'The search was refused: check the user search base and the filter ({detail})',
    zh: '搜索被拒绝：请检查用户搜索根和过滤器（{detail}）',
    ja: '検索が拒否されました。ユーザー検索ベースとフィルターを確認してください（{detail}）',
  },
  'directory.step.skipped': { en: 'Not tried: an earlier step failed', zh: '未尝试：前一步失败', ja: '未実行：前の手順が失敗しました' },
} as const;
