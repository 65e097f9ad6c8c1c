"""Weights of engine/ai/value.py's logistic regression, written by bench/train_value.py (--matches 80).
Do not edit by hand: run it again."""

WEIGHTS = (
    -0.36543981281816657,  # bias
    1.674462577136374,  # evaluate, per 1,000 points
    -0.16573569406275449,  # phase
    0.23232326364162706,  # late
    0.3005671724059739,  # margin
    0.2798446315542981,  # margin_late
    0.18207178391446,  # margin_late2
    -0.13676178969550573,  # carrier_us
    0.09825762245010727,  # carrier_them
    -0.21932330509006256,  # progress_us
    0.34345808055081817,  # progress_them
    -0.34828055281016423,  # reach_us
    -0.8668552750664908,  # reach_them
    0.020256219739988195,  # marked_us
    0.06736264397766836,  # marked_them
    0.10207050134148112,  # progress_us_late
    0.04284138882926049,  # progress_them_late
    -0.18625965155882926,  # loose
    -0.2979112231908491,  # race
    -0.1406759940141018,  # chest
    -0.18778129104425267,  # chest_race
    2.2031552450591274,  # standing_us
    -1.5609351286845499,  # standing_them
    1.7378901616022593,  # down_us
    -1.0633134872910288,  # down_them
    0.19000114185393388,  # rerolls_us
    0.14374461899840255,  # rerolls_them
    -0.07070742221042454,  # escorts_us
    0.03716318722066659,  # escorts_them
    0.25135037063769955,  # blitzable_them
    -0.25038611553065304,  # threatened_us
)
