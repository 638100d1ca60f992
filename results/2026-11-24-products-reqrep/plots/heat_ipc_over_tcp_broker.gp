reset
$D0 << EOD
0 0 0.1202643123212033 "1.09"
0 1 0.09704749124798578 "1.07"
0 2 0.239769807874135 "1.18"
1 0 0.19155118095415052 "1.14"
1 1 -0.10826045783634076 "0.93"
1 2 0.10060695279605571 "1.07"
EOD
$D1 << EOD
0 0 "n.s."
0 1 "n.s."
1 1 "n.s."
1 2 "n.s."
EOD
$D2 << EOD
0 0 0.8026572441203749 "1.74"
0 1 0.1736547249094798 "1.13"
0 2 0.06531097766878832 "1.05"
1 0 0.8898483188151038 "1.85"
1 1 0.2727421594821929 "1.21"
1 2 -0.009796428376861909 "0.99"
EOD
$D3 << EOD
0 1 "n.s."
0 2 "n.s."
1 2 "n.s."
EOD
$D4 << EOD
0 0
0 1
0 2
1 0
1 1
1 2
EOD
$D5 << EOD
0 0 "missing"
0 1 "missing"
0 2 "missing"
1 0 "missing"
1 1 "missing"
1 2 "missing"
EOD
$D6 << EOD
0 0 0.3754100266717874 "1.30"
0 1 0.06333954797845677 "1.04"
0 2 0.07442312874463182 "1.05"
1 0 0.18192869251257718 "1.13"
1 1 0.021522594290597722 "1.02"
1 2 0.24367600544252907 "1.18"
EOD
$D7 << EOD
0 1 "n.s."
0 2 "n.s."
1 0 "n.s."
1 1 "n.s."
1 2 "n.s."
EOD
$D8 << EOD
0 0 0.2056268003857773 "1.15"
0 1 0.5737186342197472 "1.49"
0 2 0.4327021259022334 "1.35"
1 0 0.3542259796462202 "1.28"
1 1 0.3687087888883923 "1.29"
1 2 0.3851388766152641 "1.31"
EOD
set terminal pngcairo noenhanced size 1080,560 font 'sans,10'
set output "heat_ipc_over_tcp_broker.png"
set multiplot layout 2,3 title "IPC speed-up over TCP, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:2.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "8" 1, "64" 2) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.0:1.0]
set cbtics ("0.50" -1.0, "0.67" -0.5849625007211563, "1.00" 0.0, "1.50" 0.5849625007211562, "2.00" 1.0) font ',8'
set cblabel "IPC / TCP round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "zmq" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "raw" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8', \
     $D3 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "nats" font ',11'
plot $D4 using 1:2:(0.5):(0.5) with boxxyerror lc rgb '#BBBBBB', \
     $D5 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "redis" font ',11'
plot $D6 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D6 using 1:($2+0.12):4 with labels font ',8', \
     $D7 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "mqtt" font ',11'
plot $D8 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D8 using 1:($2+0.12):4 with labels font ',8'
unset multiplot
set output
set terminal svg noenhanced size 1080,560 dynamic font 'sans,10' background '#ffffff'
set output "heat_ipc_over_tcp_broker.svg"
set multiplot layout 2,3 title "IPC speed-up over TCP, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:2.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "8" 1, "64" 2) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.0:1.0]
set cbtics ("0.50" -1.0, "0.67" -0.5849625007211563, "1.00" 0.0, "1.50" 0.5849625007211562, "2.00" 1.0) font ',8'
set cblabel "IPC / TCP round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "zmq" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "raw" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8', \
     $D3 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "nats" font ',11'
plot $D4 using 1:2:(0.5):(0.5) with boxxyerror lc rgb '#BBBBBB', \
     $D5 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "redis" font ',11'
plot $D6 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D6 using 1:($2+0.12):4 with labels font ',8', \
     $D7 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "mqtt" font ',11'
plot $D8 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D8 using 1:($2+0.12):4 with labels font ',8'
unset multiplot
set output
