// The icons of the pages that load no antd, by antd's names (their bare SVG definitions).
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
export { default as ArrowLeftOutlined } from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
export { default as ArrowRightOutlined } from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
export { default as CalendarOutlined } from '@ant-design/icons-svg/es/asn/CalendarOutlined';
export { default as CheckCircleFilled } from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
export { default as ClockCircleOutlined } from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
export { default as CloseOutlined } from '@ant-design/icons-svg/es/asn/CloseOutlined';
export { default as DownloadOutlined } from '@ant-design/icons-svg/es/asn/DownloadOutlined';
export { default as EnvironmentOutlined } from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
export { default as ExpandAltOutlined } from '@ant-design/icons-svg/es/asn/ExpandAltOutlined';
export { default as GiftOutlined } from '@ant-design/icons-svg/es/asn/GiftOutlined';
export { default as GlobalOutlined } from '@ant-design/icons-svg/es/asn/GlobalOutlined';
export { default as HeartOutlined } from '@ant-design/icons-svg/es/asn/HeartOutlined';
export { default as InstagramOutlined } from '@ant-design/icons-svg/es/asn/InstagramOutlined';
export { default as LinkedinFilled } from '@ant-design/icons-svg/es/asn/LinkedinFilled';
export { default as LoadingOutlined } from '@ant-design/icons-svg/es/asn/LoadingOutlined';
export { default as LockOutlined } from '@ant-design/icons-svg/es/asn/LockOutlined';
export { default as MailOutlined } from '@ant-design/icons-svg/es/asn/MailOutlined';
export { default as MenuOutlined } from '@ant-design/icons-svg/es/asn/MenuOutlined';
export { default as MinusOutlined } from '@ant-design/icons-svg/es/asn/MinusOutlined';
export { default as PhoneOutlined } from '@ant-design/icons-svg/es/asn/PhoneOutlined';
export { default as PlayCircleFilled } from '@ant-design/icons-svg/es/asn/PlayCircleFilled';
export { default as RiseOutlined } from '@ant-design/icons-svg/es/asn/RiseOutlined';
export { default as RobotOutlined } from '@ant-design/icons-svg/es/asn/RobotOutlined';
export { default as SendOutlined } from '@ant-design/icons-svg/es/asn/SendOutlined';
export { default as StarFilled } from '@ant-design/icons-svg/es/asn/StarFilled';
export { default as SunOutlined } from '@ant-design/icons-svg/es/asn/SunOutlined';
export { default as TeamOutlined } from '@ant-design/icons-svg/es/asn/TeamOutlined';
export { default as XOutlined } from '@ant-design/icons-svg/es/asn/XOutlined';
export { default as YoutubeFilled } from '@ant-design/icons-svg/es/asn/YoutubeFilled';

// The chat button's speech bubble, drawn here in two short paths (antd's MessageOutlined is five
// times the bytes, on every page)
export const ChatBubble: IconDefinition = {
  name: 'chat-bubble',
  theme: 'outlined',
  icon: {
    tag: 'svg',
    attrs: { viewBox: '64 64 896 896', focusable: 'false' },
    children: [
      {
        tag: 'path',
        attrs: {
          d: 'M224 176h576a80 80 0 0180 80v384a80 80 0 01-80 80H480L304 848V720h-80a80 80 0 01-80-80V256a80 80 0 0180-80zm0 72a8 8 0 00-8 8v384a8 8 0 008 8h152v56l84-56h340a8 8 0 008-8V256a8 8 0 00-8-8z',
        },
      },
      { tag: 'path', attrs: { d: 'M320 412h384v72H320z' } },
    ],
  },
};
