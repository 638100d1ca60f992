reset
$D0 << EOD
0 0 0.03580781015412689 "1.03"
0 1 0.19509263971691398 "1.14"
0 2 0.23989093689983862 "1.18"
0 3 0.5333749940509319 "1.45"
0 4 0.6350801304934434 "1.55"
1 0 -0.08527830877377941 "0.94"
1 1 0.04675438279917134 "1.03"
1 2 0.24181841878567642 "1.18"
1 3 0.48966664006901905 "1.40"
1 4 0.5003540408946564 "1.41"
2 0 -0.0035672934070023234 "1.00"
2 1 0.034706102281372206 "1.02"
2 2 0.2333930862149657 "1.18"
2 3 0.2641398595758716 "1.20"
2 4 0.4071951989145509 "1.33"
3 0 0.06918128836372725 "1.05"
3 1 0.3893836137737409 "1.31"
3 2 0.18439998942838806 "1.14"
3 3 0.32819703556330415 "1.26"
3 4 0.10120874708878642 "1.07"
EOD
$D1 << EOD
0 0 "n.s."
0 1 "n.s."
0 2 "n.s."
1 0 "n.s."
1 1 "n.s."
1 2 "n.s."
2 0 "n.s."
2 1 "n.s."
2 2 "n.s."
2 3 "n.s."
3 0 "n.s."
EOD
$D2 << EOD
0 0 -0.005473022910398333 "1.00"
0 1 -0.02441360097859523 "0.98"
0 2 0.15757023757364635 "1.12"
0 3 0.3925686170494382 "1.31"
0 4 0.44317540118185017 "1.36"
1 0 -0.09379586501594234 "0.94"
1 1 0.0012395744365085058 "1.00"
1 2 0.14568538205879844 "1.11"
1 3 0.36886434274459656 "1.29"
1 4 0.4441082464321574 "1.36"
2 0 0.0075424928427553035 "1.01"
2 1 -0.06402995172149084 "0.96"
2 2 0.18177831818555865 "1.13"
2 3 0.2513630735146548 "1.19"
2 4 0.1344232360975898 "1.10"
3 0 0.34086586932612034 "1.27"
3 1 -0.19728144430402184 "0.87"
3 2 -0.3028047440283362 "0.81"
3 3 -0.058530817444082846 "0.96"
3 4 0.07971678345315553 "1.06"
EOD
$D3 << EOD
0 0 "n.s."
0 1 "n.s."
1 0 "n.s."
1 1 "n.s."
1 2 "n.s."
2 0 "n.s."
2 1 "n.s."
2 2 "n.s."
2 3 "n.s."
3 1 "n.s."
3 2 "n.s."
3 3 "n.s."
3 4 "n.s."
EOD
set terminal pngcairo noenhanced size 960,360 font 'sans,10'
set output "heat_zmq_over_nanomsg_broker.png"
set multiplot layout 1,2 title "zmq ÷ nanomsg, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:3.5]
set yrange [-0.5:4.5]
set xtics ("64 B" 0, "1 KiB" 1, "4 KiB" 2, "64 KiB" 3) font ',8'
set ytics ("1" 0, "8" 1, "16" 2, "64" 3, "128" 4) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.0:1.0]
set cbtics ("0.50" -1.0, "0.67" -0.5849625007211563, "1.00" 0.0, "1.50" 0.5849625007211562, "2.00" 1.0) font ',8'
set cblabel "zmq / nanomsg round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "IPC" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8', \
     $D3 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
set terminal svg noenhanced size 960,360 dynamic font 'sans,10' background '#ffffff'
set output "heat_zmq_over_nanomsg_broker.svg"
set multiplot layout 1,2 title "zmq ÷ nanomsg, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:3.5]
set yrange [-0.5:4.5]
set xtics ("64 B" 0, "1 KiB" 1, "4 KiB" 2, "64 KiB" 3) font ',8'
set ytics ("1" 0, "8" 1, "16" 2, "64" 3, "128" 4) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.0:1.0]
set cbtics ("0.50" -1.0, "0.67" -0.5849625007211563, "1.00" 0.0, "1.50" 0.5849625007211562, "2.00" 1.0) font ',8'
set cblabel "zmq / nanomsg round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "IPC" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8', \
     $D3 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
