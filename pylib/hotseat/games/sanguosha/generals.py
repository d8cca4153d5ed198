"""The 25 generals of the Standard Edition and their 40 skills, as data.

Sources: notes §3.1 (kingdom, HP, gender, skills; FreeKill's standard
package, identical in noname) and §3.2 (locked and lord tags). Japanese
names: those marked attested are in a Japanese source the notes cite (the
seed, the Japanese box's site); the others are the Chinese names in Japanese
kanji, as the notes propose and spec decision 5 says, and are marked
``"attested": False``. The skills' texts are in :mod:`.skilltext`; how each
one works is in :mod:`.skills`, the file named after its id where it has one.

>>> len(GENERALS), len(SKILLS)
(25, 40)
>>> GENERALS["zhugeliang"]["hp"], GENERALS["zhugeliang"]["skills"]
(3, ['guanxing', 'kongcheng'])
>>> [g for g in GENERALS if any(SKILLS[s]["lord"] for s in GENERALS[g]["skills"])]
['caocao', 'liubei', 'sunquan']
"""

from __future__ import annotations

KINGDOMS = {"wei": {"ja": "魏", "en": "Wei"}, "shu": {"ja": "蜀", "en": "Shu"},
            "wu": {"ja": "呉", "en": "Wu"}, "qun": {"ja": "群", "en": "Qun"}}
GENDERS = {"male": {"ja": "男性", "en": "male"}, "female": {"ja": "女性", "en": "female"}}

GENERALS: dict[str, dict] = {}


def _g(gid, kingdom, hp, gender, skills, ja, en, attested=False):
    GENERALS[gid] = {"kingdom": kingdom, "hp": hp, "gender": gender, "skills": skills,
                     "ja": ja, "en": en, "attested": attested}


# id, kingdom, HP, gender, skills, Japanese, English (notes §3.1, in its order)
_g("caocao", "wei", 4, "male", ["jianxiong", "hujia"], "曹操", "Cao Cao")
_g("simayi", "wei", 3, "male", ["fankui", "guicai"], "司馬懿", "Sima Yi")
_g("xiahoudun", "wei", 4, "male", ["ganglie"], "夏侯惇", "Xiahou Dun", True)
_g("zhangliao", "wei", 4, "male", ["tuxi"], "張遼", "Zhang Liao")
_g("xuchu", "wei", 4, "male", ["luoyi"], "許褚", "Xu Chu")
_g("guojia", "wei", 3, "male", ["tiandu", "yiji"], "郭嘉", "Guo Jia")
_g("zhenji", "wei", 3, "female", ["luoshen", "qingguo"], "甄姫", "Zhen Ji")
_g("liubei", "shu", 4, "male", ["rende", "jijiang"], "劉備", "Liu Bei", True)
_g("guanyu", "shu", 4, "male", ["wusheng"], "関羽", "Guan Yu", True)
_g("zhangfei", "shu", 4, "male", ["paoxiao"], "張飛", "Zhang Fei", True)
_g("zhugeliang", "shu", 3, "male", ["guanxing", "kongcheng"], "諸葛亮", "Zhuge Liang", True)
_g("zhaoyun", "shu", 4, "male", ["longdan"], "趙雲", "Zhao Yun")
_g("machao", "shu", 4, "male", ["mashu", "tieji"], "馬超", "Ma Chao")
_g("huangyueying", "shu", 3, "female", ["jizhi", "qicai"], "黄月英", "Huang Yueying")
_g("sunquan", "wu", 4, "male", ["zhiheng", "jiuyuan"], "孫権", "Sun Quan")
_g("ganning", "wu", 4, "male", ["qixi"], "甘寧", "Gan Ning")
_g("lvmeng", "wu", 4, "male", ["keji"], "呂蒙", "Lü Meng")
_g("huanggai", "wu", 4, "male", ["kurou"], "黄蓋", "Huang Gai", True)
_g("zhouyu", "wu", 3, "male", ["yingzi", "fanjian"], "周瑜", "Zhou Yu")
_g("daqiao", "wu", 3, "female", ["guose", "liuli"], "大喬", "Da Qiao")
_g("luxun", "wu", 3, "male", ["qianxun", "lianying"], "陸遜", "Lu Xun")
_g("sunshangxiang", "wu", 3, "female", ["xiaoji", "jieyin"], "孫尚香", "Sun Shangxiang")
_g("huatuo", "qun", 3, "male", ["qingnang", "jijiu"], "華佗", "Hua Tuo")
_g("lvbu", "qun", 4, "male", ["wushuang"], "呂布", "Lü Bu")
_g("diaochan", "qun", 3, "female", ["lijian", "biyue"], "貂蝉", "Diao Chan")

#: The generals offered to the lord whatever else is drawn (notes §1.3).
LORDS = ("caocao", "liubei", "sunquan")

SKILLS: dict[str, dict] = {}


def _s(sid, ja, en, locked=False, lord=False):
    SKILLS[sid] = {"ja": ja, "en": en, "locked": locked, "lord": lord}


_s("jianxiong", "奸雄", "Villainous Hero")
_s("hujia", "護駕", "Royal Escort", lord=True)
_s("fankui", "反饋", "Retaliation")
_s("guicai", "鬼才", "Demonic Talent")
_s("ganglie", "剛烈", "Unyielding")
_s("tuxi", "突襲", "Sudden Raid")
_s("luoyi", "裸衣", "Bare-Chested")
_s("tiandu", "天妒", "Envy of Heaven")
_s("yiji", "遺計", "Bequeathed Strategy")
_s("luoshen", "洛神", "Goddess Luo")
_s("qingguo", "傾国", "Captivating Beauty")
_s("rende", "仁徳", "Benevolence")
_s("jijiang", "激将", "Rouse", lord=True)
_s("wusheng", "武聖", "Warrior Saint")
_s("paoxiao", "咆哮", "Roar", locked=True)
_s("guanxing", "観星", "Stargaze")
_s("kongcheng", "空城", "Empty City", locked=True)
_s("longdan", "龍胆", "Dragon Heart")
_s("mashu", "馬術", "Horsemanship", locked=True)
_s("tieji", "鉄騎", "Iron Cavalry")
_s("jizhi", "集智", "Wisdom")
_s("qicai", "奇才", "Genius", locked=True)
_s("zhiheng", "制衡", "Balance of Power")
_s("jiuyuan", "救援", "Rescue", locked=True, lord=True)
_s("qixi", "奇襲", "Surprise Raid")
_s("keji", "克己", "Self-Restraint")
_s("kurou", "苦肉", "Self-Injury")
_s("yingzi", "英姿", "Handsome")
_s("fanjian", "反間", "Sow Dissension")
_s("guose", "国色", "National Beauty")
_s("liuli", "流離", "Diversion")
_s("qianxun", "謙遜", "Modesty", locked=True)
_s("lianying", "連営", "Chain Camps")
_s("xiaoji", "梟姫", "Warrior Woman")
_s("jieyin", "結姻", "Marriage")
_s("qingnang", "青嚢", "Green Pouch")
_s("jijiu", "急救", "First Aid")
_s("wushuang", "無双", "Unrivalled", locked=True)
_s("lijian", "離間", "Sow Discord")
_s("biyue", "閉月", "Eclipse the Moon")

#: Play-phase skills used at most once per play phase (**Ruling once_per_phase**).
ONCE = ("zhiheng", "fanjian", "jieyin", "qingnang", "lijian")
