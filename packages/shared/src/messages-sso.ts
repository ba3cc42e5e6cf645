// Server messages of single sign-on (SAML 2.0 per enterprise; docs/sso.md; merged into
// MESSAGES). Spec 3 §2, §3, §5, §8 ("Added successfully"), §9.

export const SSO_MESSAGES = {
  'sso.added': { en: 'Added successfully', zh: '添加成功', ja: '追加しました' },
  'sso.saved': { en: 'Saved successfully', zh: '保存成功', ja: '保存しました' },
  'sso.deleted': { en: 'Single sign-on was removed', zh: '已删除单点登录配置', ja: 'シングルサインオンの設定を削除しました' },
  'sso.buttonNameRequired': { en: 'Please enter the button name', zh: '请输入按钮名称', ja: 'ボタン名を入力してください' },
  'sso.buttonNameTooLong': { en: 'The button name may have at most 30 characters', zh: '按钮名称最多 30 个字符', ja: 'ボタン名は 30 文字以内にしてください' },
  'sso.buttonNameForbidden': {
    en: 'The button name may not contain special characters such as \\ / : * ? < > |',
    zh: '按钮名称不能包含 \\ / : * ? < > | 等特殊字符',
    ja: 'ボタン名に \\ / : * ? < > | などの特殊文字は使えません',
  },
  'sso.loginUrlRequired': { en: 'Please enter the login URL', zh: '请输入登录地址', ja: 'ログイン URL を入力してください' },
  'sso.loginUrlHttps': {
    en: 'The login URL must be a valid https:// address',
    zh: '登录地址必须是有效的 https:// 地址',
    ja: 'ログイン URL は有効な https:// アドレスにしてください',
  },
  'sso.sloUrlHttps': {
    en: 'The single logout URL must be a valid https:// address',
    zh: '单点登出地址必须是有效的 https:// 地址',
    ja: 'シングルログアウト URL は有効な https:// アドレスにしてください',
  },
  'sso.certificateRequired': {
    en: "Please upload the identity provider's certificate file",
    zh: '请上传身份提供方的证书文件',
    ja: 'ID プロバイダーの証明書ファイルをアップロードしてください',
  },
  'sso.certificateExtension': {
    en: 'The certificate file must be a .der, .cer, .pem or .pfx file',
    zh: '证书文件必须是 .der、.cer、.pem 或 .pfx 文件',
    ja: '証明書ファイルは .der、.cer、.pem、.pfx のいずれかにしてください',
  },
  'sso.certificateTooLarge': { en: 'The certificate file may be at most 1 MB', zh: '证书文件不能超过 1 MB', ja: '証明書ファイルは 1 MB 以下にしてください' },
  'sso.notCertificate': {
    en: 'The file is not a certificate. Upload the X.509 certificate of the identity provider (.cer, .der or .pem)',
    zh: '该文件不是证书。请上传身份提供方的 X.509 证书（.cer、.der 或 .pem）',
    ja: 'このファイルは証明書ではありません。ID プロバイダーの X.509 証明書（.cer、.der、.pem）をアップロードしてください',
  },
  'sso.certificateExpired': {
    en: 'The certificate expired on {date}. Upload the current certificate of the identity provider',
    zh: '该证书已于 {date} 过期。请上传身份提供方当前的证书',
    ja: 'この証明書は {date} に期限切れになりました。ID プロバイダーの現在の証明書をアップロードしてください',
  },
  'sso.certificateNotYetValid': {
    en: 'The certificate is valid only from {date}',
    zh: '该证书自 {date} 起才有效',
    ja: 'この証明書は {date} から有効です',
  },
  'sso.pfxPassword': {
    en: 'The .pfx file is protected by a password. Export the certificate as .cer or .pem and upload that',
    zh: '该 .pfx 文件受密码保护。请将证书导出为 .cer 或 .pem 后再上传',
    ja: 'この .pfx ファイルはパスワードで保護されています。証明書を .cer または .pem としてエクスポートしてアップロードしてください',
  },
  'sso.algorithm': {
    en: 'Please choose the signature algorithm',
    zh: '请选择签名算法',
    ja: '署名アルゴリズムを選択してください',
  },
  'sso.sha1NotAllowed': {
    en: 'RSA-SHA1 is no longer safe; choose RSA-SHA256 or allow SHA-1 explicitly',
    zh: 'RSA-SHA1 已不再安全；请选择 RSA-SHA256，或明确允许 SHA-1',
    ja: 'RSA-SHA1 は安全ではありません。RSA-SHA256 を選ぶか、SHA-1 を明示的に許可してください',
  },
  'sso.clockSkew': {
    en: 'The allowed clock difference must be 0 to 300 seconds',
    zh: '允许的时钟偏差必须为 0 到 300 秒',
    ja: '許容する時刻のずれは 0〜300 秒にしてください',
  },
  'sso.jitMode': {
    en: 'Please choose how new people get an account',
    zh: '请选择新用户的账号创建方式',
    ja: '新しいユーザーのアカウント作成方法を選択してください',
  },
  'sso.departmentUnknown': {
    en: 'The department for new accounts does not exist in this enterprise',
    zh: '新账号的部门在此企业中不存在',
    ja: '新しいアカウントの部署はこの企業にありません',
  },
  'sso.roleUnknown': {
    en: 'The role for new accounts is not a role of this enterprise',
    zh: '新账号的角色不是此企业的角色',
    ja: '新しいアカウントのロールはこの企業のロールではありません',
  },
  'sso.metadataTooLarge': { en: 'The metadata file may be at most 1 MB', zh: '元数据文件不能超过 1 MB', ja: 'メタデータファイルは 1 MB 以下にしてください' },
  'sso.notMetadata': {
    en: 'The file is not SAML 2.0 metadata (an EntityDescriptor document)',
    zh: '该文件不是 SAML 2.0 元数据（EntityDescriptor 文档）',
    ja: 'このファイルは SAML 2.0 メタデータ（EntityDescriptor 文書）ではありません',
  },
  'sso.noIdpDescriptor': {
    en: 'The metadata describes no identity provider (IDPSSODescriptor)',
    zh: '该元数据未描述身份提供方（IDPSSODescriptor）',
    ja: 'このメタデータには ID プロバイダー（IDPSSODescriptor）がありません',
  },
  'sso.noRedirectEndpoint': {
    en: 'The metadata offers no single sign-on address with the HTTP-Redirect binding',
    zh: '该元数据没有使用 HTTP-Redirect 绑定的单点登录地址',
    ja: 'このメタデータには HTTP-Redirect バインディングのシングルサインオン URL がありません',
  },
  'sso.noSigningCertificate': {
    en: 'The metadata holds no signing certificate of the identity provider',
    zh: '该元数据不包含身份提供方的签名证书',
    ja: 'このメタデータには ID プロバイダーの署名証明書がありません',
  },
  'sso.unknownEnterprise': { en: 'The enterprise does not exist', zh: '该企业不存在', ja: 'この企業は存在しません' },
  'sso.notConfigured': {
    en: 'Single sign-on is not set up for this enterprise',
    zh: '此企业未配置单点登录',
    ja: 'この企業ではシングルサインオンが設定されていません',
  },
  'sso.codeInvalid': {
    en: 'The sign-in link was already used or has expired. Please sign in again',
    zh: '该登录链接已使用或已过期，请重新登录',
    ja: 'このサインインリンクは使用済みか期限切れです。もう一度サインインしてください',
  },
  'sso.passwordDisabled': {
    en: 'This enterprise signs in with single sign-on. Please use the "{button}" button',
    zh: '此企业使用单点登录，请点击“{button}”按钮登录',
    ja: 'この企業はシングルサインオンでサインインします。「{button}」ボタンを使ってください',
  },
  'sso.error.notConfigured': {
    en: 'Single sign-on is not set up for this enterprise',
    zh: '此企业未配置单点登录',
    ja: 'この企業ではシングルサインオンが設定されていません',
  },
  'sso.error.request': {
    en: 'The sign-in answered no request of ours (or took too long). Please try again',
    zh: '该登录回应不对应本系统发出的请求（或已超时），请重试',
    ja: 'このサインイン応答は当方の要求に対応していません（または時間切れです）。もう一度お試しください',
  },
  'sso.error.signature': { en: 'The signature of the sign-in answer is not valid', zh: '登录回应的签名无效', ja: 'サインイン応答の署名が無効です' },
  'sso.error.unsigned': { en: 'The sign-in answer is not signed', zh: '登录回应未签名', ja: 'サインイン応答に署名がありません' },
  'sso.error.audience': { en: 'The sign-in answer is meant for another service', zh: '登录回应的受众不是本系统', ja: 'サインイン応答は別のサービス宛てです' },
  'sso.error.destination': {
    en: 'The sign-in answer was sent to another address',
    zh: '登录回应的目标地址不是本系统',
    ja: 'サインイン応答は別のアドレス宛てです',
  },
  'sso.error.expired': {
    en: 'The sign-in answer has expired (check the clocks of both servers)',
    zh: '登录回应已过期（请检查双方服务器的时钟）',
    ja: 'サインイン応答は期限切れです（両方のサーバーの時刻を確認してください）',
  },
  'sso.error.replayed': { en: 'The sign-in answer was already used', zh: '该登录回应已被使用', ja: 'このサインイン応答は使用済みです' },
  'sso.error.sha1': {
    en: 'The sign-in answer uses SHA-1, which this enterprise does not allow',
    zh: '登录回应使用了此企业不允许的 SHA-1',
    ja: 'サインイン応答がこの企業で許可されていない SHA-1 を使っています',
  },
  'sso.error.idpInitiated': {
    en: 'Sign-ins started at the identity provider are not allowed; use the button on the sign-in page',
    zh: '不允许从身份提供方发起登录，请使用登录页上的按钮',
    ja: 'ID プロバイダーから開始したサインインは許可されていません。サインインページのボタンを使ってください',
  },
  'sso.error.noEmail': {
    en: 'The identity provider sent no e-mail address',
    zh: '身份提供方未提供电子邮件地址',
    ja: 'ID プロバイダーがメールアドレスを送っていません',
  },
  'sso.error.noAccount': {
    en: 'There is no staff account for you in this enterprise; ask its administrator',
    zh: '您在此企业中没有员工账号，请联系企业管理员',
    ja: 'この企業にあなたのスタッフアカウントがありません。管理者に問い合わせてください',
  },
  'sso.error.invalidAccount': { en: 'Your account is disabled', zh: '您的账号已停用', ja: 'あなたのアカウントは無効です' },
  'sso.error.status': { en: 'The identity provider refused the sign-in', zh: '身份提供方拒绝了登录', ja: 'ID プロバイダーがサインインを拒否しました' },
  'sso.error.malformed': { en: 'The sign-in answer could not be read', zh: '无法读取登录回应', ja: 'サインイン応答を読み取れません' },
};
