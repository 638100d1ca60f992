reset
$D0 << EOD
0 0 -1.2446477394484556 "0.42"
0 1 -1.417380607001343 "0.37"
0 2 -1.331618391559042 "0.40"
1 0 -1.1827891515230555 "0.44"
1 1 -1.3777433515340494 "0.38"
1 2 -1.344587417320363 "0.39"
EOD
$D1 << EOD
0 0 -1.927040671247627 "0.26"
0 1 -1.4939878406628373 "0.36"
0 2 -1.1571595613536954 "0.45"
1 0 -1.8810862893840083 "0.27"
1 1 -1.7587459688525828 "0.30"
1 2 -1.2341840361474454 "0.43"
EOD
$D2 << EOD
0 0 -0.9252152256035219 "0.53"
0 1 -1.564163022288524 "0.34"
0 2 -1.5843277495963488 "0.33"
1 0 -0.8616284526109017 "0.55"
1 1 -1.4229170048090787 "0.37"
1 2 -1.6839959703976553 "0.31"
EOD
$D3 << EOD
0 0
0 1
0 2
1 0
1 1
1 2
EOD
$D4 << EOD
0 0 "missing"
0 1 "missing"
0 2 "missing"
1 0 "missing"
1 1 "missing"
1 2 "missing"
EOD
$D5 << EOD
0 0 -0.8704808606062572 "0.55"
0 1 -1.6557840104643724 "0.32"
0 2 -2.4667305014313756 "0.18"
1 0 -0.6358726776881546 "0.64"
1 1 -1.9590502501252947 "0.26"
1 2 -2.60766918823141 "0.16"
EOD
$D6 << EOD
0 0 -1.2977280780548446 "0.41"
0 1 -1.7660991873953955 "0.29"
0 2 -2.457618350355532 "0.18"
1 0 -1.3437923039906812 "0.39"
1 1 -2.2102698153168894 "0.22"
1 2 -2.354196754412019 "0.20"
EOD
$D7 << EOD
0 0 -0.27451314751484496 "0.83"
0 1 -0.9686383071838319 "0.51"
0 2 -1.375668784526411 "0.39"
1 0 -0.29223268932939195 "0.82"
1 1 -0.8509405014834825 "0.55"
1 2 -1.4644515986250994 "0.36"
EOD
$D8 << EOD
0 0 "n.s."
EOD
$D9 << EOD
0 0 -0.8715435912494426 "0.55"
0 1 -0.5685743978735646 "0.67"
0 2 -1.008277636292966 "0.50"
1 0 -0.8278550284982754 "0.56"
1 1 -0.7549738720772832 "0.59"
1 2 -1.0695162936329734 "0.48"
EOD
set terminal pngcairo noenhanced size 1080,820 font 'sans,10'
set output "heat_fraction_of_raw_broker.png"
set multiplot layout 3,3 title "Fraction of the raw-socket floor, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:2.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "8" 1, "64" 2) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-2.60766918823141:2.60766918823141]
set cbtics ("0.25" -2.0, "0.50" -1.0, "1.00" 0.0, "2.00" 1.0, "4.00" 2.0) font ',8'
set cblabel "library / raw round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "zmq TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8'
set title "zmq IPC" font ',11'
plot $D1 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D1 using 1:($2+0.12):4 with labels font ',8'
set title "nats TCP" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8'
set title "nats IPC" font ',11'
plot $D3 using 1:2:(0.5):(0.5) with boxxyerror lc rgb '#BBBBBB', \
     $D4 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "redis TCP" font ',11'
plot $D5 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D5 using 1:($2+0.12):4 with labels font ',8'
set title "redis IPC" font ',11'
plot $D6 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D6 using 1:($2+0.12):4 with labels font ',8'
set title "mqtt TCP" font ',11'
plot $D7 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D7 using 1:($2+0.12):4 with labels font ',8', \
     $D8 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "mqtt IPC" font ',11'
plot $D9 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D9 using 1:($2+0.12):4 with labels font ',8'
unset multiplot
set output
set terminal svg noenhanced size 1080,820 dynamic font 'sans,10' background '#ffffff'
set output "heat_fraction_of_raw_broker.svg"
set multiplot layout 3,3 title "Fraction of the raw-socket floor, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:2.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "8" 1, "64" 2) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-2.60766918823141:2.60766918823141]
set cbtics ("0.25" -2.0, "0.50" -1.0, "1.00" 0.0, "2.00" 1.0, "4.00" 2.0) font ',8'
set cblabel "library / raw round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "zmq TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8'
set title "zmq IPC" font ',11'
plot $D1 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D1 using 1:($2+0.12):4 with labels font ',8'
set title "nats TCP" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8'
set title "nats IPC" font ',11'
plot $D3 using 1:2:(0.5):(0.5) with boxxyerror lc rgb '#BBBBBB', \
     $D4 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "redis TCP" font ',11'
plot $D5 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D5 using 1:($2+0.12):4 with labels font ',8'
set title "redis IPC" font ',11'
plot $D6 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D6 using 1:($2+0.12):4 with labels font ',8'
set title "mqtt TCP" font ',11'
plot $D7 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D7 using 1:($2+0.12):4 with labels font ',8', \
     $D8 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "mqtt IPC" font ',11'
plot $D9 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D9 using 1:($2+0.12):4 with labels font ',8'
unset multiplot
set output
